import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { registrationsEndpoints, type waitingListView } from '@contract/registrations';
import { call, keyOf } from '../../../lib/call';

export type WaitingListAnswer = z.output<typeof waitingListView>;
export type WaitingEntry = WaitingListAnswer['entries'][number];

export const waitingListKey = (eventId: string) => keyOf(registrationsEndpoints.waitingList, { params: { eventId } });

/** GET /api/v1/registerations/waiting-list/{eventId}: those waiting for a seat, first in line first. */
export const useWaitingList = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: waitingListKey(eventId),
      queryFn: ({ signal }) => call(registrationsEndpoints.waitingList, { params: { eventId } }, { signal }),
    }),
  );
