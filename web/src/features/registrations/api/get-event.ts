import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { registrationsQueryKey } from './registration-schema';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** The fields of an event (spec §7, get-event-by-id) the delegate page shows. */
export const delegateEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: text,
  start_date: z.string().nullish(),
  end_date: z.string().nullish(),
  cover_image: z.string().nullish(),
  locality: z.object({ name: z.string() }).nullish(),
  fees_per_delegate: z.number().nullish(),
  website: text,
  instagram: text,
});

export type DelegateEvent = z.infer<typeof delegateEventSchema>;

/**
 * GET /api/v1/events/get-event-by-id/{id}: the answer is a list whose first item is the event
 * (spec §7). Null when the list is empty or the call ended the session.
 */
export const getEvent = async (eventId: string, signal?: AbortSignal): Promise<DelegateEvent | null> => {
  const events = await apiRequest(`/api/v1/events/get-event-by-id/${encodeURIComponent(eventId)}`, { schema: z.array(delegateEventSchema), signal });
  return events?.[0] ?? null;
};

export const getEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...registrationsQueryKey, 'event', eventId],
    queryFn: ({ signal }) => getEvent(eventId, signal),
  });

export const useEvent = (eventId: string) => useQuery(getEventQueryOptions(eventId));
