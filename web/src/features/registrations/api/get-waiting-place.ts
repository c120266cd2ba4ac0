import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { registrationsEndpoints, type waitingPlaceView } from '@contract/registrations';
import { call, keyOf } from '../../../lib/call';

export type WaitingPlace = z.output<typeof waitingPlaceView>;

/** GET /api/v1/registerations/waiting-list/{eventId}/my-place: the person's place on the event's waiting list. */
export const getWaitingPlaceQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: keyOf(registrationsEndpoints.myWaitingPlace, { params: { eventId } }),
    queryFn: ({ signal }) => call(registrationsEndpoints.myWaitingPlace, { params: { eventId } }, { signal }),
  });

/** Read afresh on every visit: a seat may have come to them meanwhile. */
export const useWaitingPlace = (eventId: string) => useQuery({ ...getWaitingPlaceQueryOptions(eventId), staleTime: 0 });
