import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { registrationsQueryKey } from './registration-schema';

export const committeeChoiceSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  abbr: z.string(),
  committee: z.string(),
  category: z.string().nullish(),
});
export type CommitteeChoice = z.infer<typeof committeeChoiceSchema>;

const committeeChoicesSchema = z.object({
  /** False while the event has no committees of its own: every catalogue committee is offered. */
  fromEvent: z.boolean(),
  committees: z.array(committeeChoiceSchema),
});
export type CommitteeChoices = z.infer<typeof committeeChoicesSchema>;

/** GET /api/v1/registerations/committee-choices/{eventId}: the choices of the three preferred committees. */
export const getCommitteeChoices = async (eventId: string, signal?: AbortSignal): Promise<CommitteeChoices | null> =>
  (await apiRequest(`/api/v1/registerations/committee-choices/${encodeURIComponent(eventId)}`, { schema: committeeChoicesSchema, signal })) ?? null;

export const getCommitteeChoicesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...registrationsQueryKey, 'committee-choices', eventId],
    queryFn: ({ signal }) => getCommitteeChoices(eventId, signal),
  });

export const useCommitteeChoices = (eventId: string, enabled = true) => useQuery({ ...getCommitteeChoicesQueryOptions(eventId), enabled });
