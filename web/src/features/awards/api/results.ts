import { queryOptions, useQuery } from '@tanstack/react-query';
import { awardsEndpoints } from '@contract/awards';
import { call, keyOf } from '../../../lib/call';

/** GET /api/v1/awards/{eventId}/results: the event's confirmed awards. */
export const useResults = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(awardsEndpoints.results, { params: { eventId } }),
      queryFn: ({ signal }) => call(awardsEndpoints.results, { params: { eventId } }, { signal }),
    }),
  );
