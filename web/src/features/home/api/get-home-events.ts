import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventsEndpoints } from '@contract/events';
import { ApiError } from '../../../lib/api-client';
import { call, keyOf } from '../../../lib/call';
import { visibleEventsQueryOptions } from './get-visible-events';

const organiserEventsQueryOptions = (organiserId: string) =>
  queryOptions({
    queryKey: keyOf(eventsEndpoints.ofOrganiser, { params: { organiserId } }),
    queryFn: async ({ signal }) => (await call(eventsEndpoints.ofOrganiser, { params: { organiserId } }, { signal })) ?? [],
  });

/** Only whether there are any: the dashboard shows the events themselves. */
const anyEvents = (events: readonly unknown[]) => events.length > 0;

/**
 * GET /api/v1/events/get-events-of-organiser/{organiserId} for an organiser, else
 * GET /api/v1/events/get-events. Spec §2, Home: read on every visit, since events may have been
 * created or approved since. Spec §8: a failure is only logged and counts as no events.
 */
export const useHasAnyEvents = (organiserId: string | null) => {
  const own = useQuery({
    ...organiserEventsQueryOptions(organiserId ?? ''),
    enabled: organiserId !== null,
    staleTime: 0,
    retry: false,
    select: anyEvents,
  });
  // A stored organiser id the server no longer grants (flagged, blocked) is refreshed on this
  // page; meanwhile the person sees what everyone sees.
  const notGranted = own.error instanceof ApiError && own.error.status === 403;
  const visible = useQuery({
    ...visibleEventsQueryOptions(),
    enabled: organiserId === null || notGranted,
    staleTime: 0,
    retry: false,
    select: anyEvents,
  });
  const check = organiserId === null || notGranted ? visible : own;
  useEffect(() => {
    if (check.error) console.error('Failed to fetch events', check.error);
  }, [check.error]);
  return check;
};
