import { queryOptions, useQuery } from '@tanstack/react-query';
import { awardsEndpoints } from '@contract/awards';
import { call, keyOf } from '../../../lib/call';

/** GET /api/v1/awards/delegation: the confirmed awards of the teacher's school delegates. */
export const useDelegationAwards = () =>
  useQuery(
    queryOptions({
      queryKey: keyOf(awardsEndpoints.delegation),
      queryFn: ({ signal }) => call(awardsEndpoints.delegation, {}, { signal }),
    }),
  );
