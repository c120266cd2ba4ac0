import { queryOptions, useQuery } from '@tanstack/react-query';
import { awardsEndpoints } from '@contract/awards';
import { call, keyOf } from '../../../lib/call';

/** GET /api/v1/awards/{eventId}/mine: the signed-in delegate's confirmed awards at the event. */
export const useMyAwards = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(awardsEndpoints.mine, { params: { eventId } }),
      queryFn: ({ signal }) => call(awardsEndpoints.mine, { params: { eventId } }, { signal }),
    }),
  );
