import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventsEndpoints, type eventView } from '@contract/events';
import { t } from '../../../i18n/intl';
import { call, keyOf } from '../../../lib/call';

/** The fields of an event (spec §3) that the workspace shows and edits. */
export type WorkspaceEvent = Pick<
  z.output<typeof eventView>,
  | 'id'
  | 'name'
  | 'description'
  | 'start_date'
  | 'end_date'
  | 'cover_image'
  | 'locality'
  | 'school'
  | 'number_of_seats'
  | 'fees_per_delegate'
  | 'website'
  | 'instagram'
>;

export const eventLoadFailed = (message: string) => t('Failed to get event by id: {message}', { message });

/** The one cache entry of an event's get-event-by-id answer (a list of one). */
export const eventQueryKey = (eventId: string) => keyOf(eventsEndpoints.byId, { params: { id: eventId } });

/** GET /api/v1/events/get-event-by-id/{id}: the answer is a list whose first item is the event (spec §7). */
export const getEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKey(eventId),
    queryFn: async ({ signal }) => (await call(eventsEndpoints.byId, { params: { id: eventId } }, { signal })) ?? [],
  });

/** The event, or null when the list is empty or the call ended the session. */
export const useEvent = (eventId: string) =>
  useQuery({ ...getEventQueryOptions(eventId), select: (events): WorkspaceEvent | null => events[0] ?? null });
