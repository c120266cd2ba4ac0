import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const place = z.object({ id: z.string(), name: z.string() });

/** The fields of an event (spec §3) that the workspace shows and edits. */
export const workspaceEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: text,
  start_date: z.string(),
  end_date: z.string(),
  cover_image: text,
  locality: place.nullish(),
  school: place.nullish(),
  number_of_seats: z.number(),
  fees_per_delegate: z.number(),
  website: text,
  instagram: text,
});

export type WorkspaceEvent = z.infer<typeof workspaceEventSchema>;

export const eventLoadFailed = (message: string) => `Failed to get event by id: ${message}`;

export const eventQueryKey = (eventId: string) => ['event-workspace', 'event', eventId] as const;

/**
 * GET /api/v1/events/get-event-by-id/{id}: the answer is a list whose first item is the event
 * (spec §7). Null when the list is empty or the call ended the session.
 */
export const getEvent = async (eventId: string, signal?: AbortSignal): Promise<WorkspaceEvent | null> => {
  const events = await apiRequest(`/api/v1/events/get-event-by-id/${encodeURIComponent(eventId)}`, {
    schema: z.array(workspaceEventSchema),
    signal,
  });
  return events?.[0] ?? null;
};

export const getEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKey(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
  });

export const useEvent = (eventId: string) => useQuery(getEventQueryOptions(eventId));
