import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { papersEndpoints, type committeePapersView } from '@contract/papers';
import { call, keyOf } from '../../../lib/call';

export type CommitteePapers = z.output<typeof committeePapersView>;
export type CommitteePaper = CommitteePapers['papers'][number];
export type PaperVersion = CommitteePaper['versions'][number];

/** GET /api/v1/papers/{eventId}/{committeeId}/papers: the committee's delegates and their papers, for its chairs and the organiser. */
export const useCommitteePapers = (eventId: string, eventCommitteeId: string) => {
  const input = { params: { eventId, eventCommitteeId } };
  return useQuery(
    queryOptions({
      queryKey: keyOf(papersEndpoints.committee, input),
      queryFn: ({ signal }) => call(papersEndpoints.committee, input, { signal }),
      retry: false,
    }),
  );
};
