import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { papersEndpoints, type myPaperView } from '@contract/papers';
import { fetchProtectedFile } from '../../../lib/api-client';
import { call, callAnswer, fileUrlOf, keyOf } from '../../../lib/call';

export type MyPaper = z.output<typeof myPaperView>;

/** GET /api/v1/papers/{eventId}/my-paper: the caller's paper for the committee of their published seat. */
export const useMyPaper = (eventId: string) => {
  const input = { params: { eventId } };
  return useQuery(
    queryOptions({
      queryKey: keyOf(papersEndpoints.mine, input),
      queryFn: ({ signal }) => call(papersEndpoints.mine, input, { signal }),
      retry: false,
    }),
  );
};

/** POST /api/v1/papers/{eventId}/{committeeId}/my-paper: a new version (multipart "file"). */
export const uploadMyPaper = (eventId: string, eventCommitteeId: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return callAnswer(papersEndpoints.upload, { params: { eventId, eventCommitteeId }, body: form });
};

/** One version's file, fetched with the token (null when refused or missing). */
export const fetchMyPaperVersion = (eventId: string, eventCommitteeId: string, registrationId: string, version: number) =>
  fetchProtectedFile(fileUrlOf(papersEndpoints.file, { params: { eventId, eventCommitteeId, registrationId, version } }));
