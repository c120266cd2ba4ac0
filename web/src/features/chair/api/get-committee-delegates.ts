import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { chairEndpoints, type chairRoomView } from '@contract/chair';
import { call, keyOf } from '../../../lib/call';

export type ChairRoom = z.output<typeof chairRoomView>;
export type ChairDelegate = ChairRoom['delegates'][number];

/** GET /api/v1/chair/{eventId}/{committeeId}/delegates: the committee's delegates, for its chairs and the event's organiser. */
export const useCommitteeDelegates = (eventId: string, eventCommitteeId: string) => {
  const input = { params: { eventId, eventCommitteeId } };
  return useQuery(
    queryOptions({
      queryKey: keyOf(chairEndpoints.delegates, input),
      queryFn: ({ signal }) => call(chairEndpoints.delegates, input, { signal }),
      retry: false,
    }),
  );
};
