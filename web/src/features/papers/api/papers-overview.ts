import { queryOptions, useQuery } from '@tanstack/react-query';
import { papersEndpoints } from '@contract/papers';
import { call, keyOf } from '../../../lib/call';

/** GET /api/v1/papers/{eventId}/overview: per committee, papers submitted, late and reviewed. */
export const usePapersOverview = (eventId: string) => {
  const input = { params: { eventId } };
  return useQuery(
    queryOptions({
      queryKey: keyOf(papersEndpoints.overview, input),
      queryFn: ({ signal }) => call(papersEndpoints.overview, input, { signal }),
      retry: false,
    }),
  );
};
