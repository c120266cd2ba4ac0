import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventsEndpoints, type eventView } from '@contract/events';
import { call, keyOf } from '../../../lib/call';

/** An event (spec §7, get-event-by-id) as the delegate page shows it. */
export type DelegateEvent = z.output<typeof eventView>;

/** GET /api/v1/events/get-event-by-id/{id}: the answer is a list whose first item is the event (spec §7). */
export const getEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: keyOf(eventsEndpoints.byId, { params: { id: eventId } }),
    queryFn: async ({ signal }) => (await call(eventsEndpoints.byId, { params: { id: eventId } }, { signal })) ?? [],
  });

/** The event, or null when the list is empty or the call ended the session. */
export const useEvent = (eventId: string) =>
  useQuery({ ...getEventQueryOptions(eventId), select: (events): DelegateEvent | null => events[0] ?? null });
