import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { committeeChoicesView, registrationsEndpoints } from '@contract/registrations';
import { call, keyOf } from '../../../lib/call';

export type CommitteeChoices = z.output<typeof committeeChoicesView>;

/** GET /api/v1/registerations/committee-choices/{eventId}: the choices of the three preferred committees. */
export const getCommitteeChoices = async (eventId: string, signal?: AbortSignal): Promise<CommitteeChoices | null> =>
  (await call(registrationsEndpoints.committeeChoices, { params: { eventId } }, { signal })) ?? null;

export const getCommitteeChoicesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: keyOf(registrationsEndpoints.committeeChoices, { params: { eventId } }),
    queryFn: ({ signal }) => getCommitteeChoices(eventId, signal),
  });

export const useCommitteeChoices = (eventId: string, enabled = true) => useQuery({ ...getCommitteeChoicesQueryOptions(eventId), enabled });
