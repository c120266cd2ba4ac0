import { queryOptions, useQuery } from '@tanstack/react-query';
import { chairEndpoints } from '@contract/chair';
import { call, keyOf } from './call';

/**
 * GET /api/v1/chair/committees: the committees of approved events the signed-in person chairs or
 * deputy-chairs now. The header shows its "Chair's room" link from it, the /chair page lists them.
 */
export const useChairedCommittees = () =>
  useQuery(
    queryOptions({
      queryKey: keyOf(chairEndpoints.committees),
      queryFn: ({ signal }) => call(chairEndpoints.committees, {}, { signal }),
      staleTime: 60_000,
    }),
  );
