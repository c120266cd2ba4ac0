import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { delegationsEndpoints, type delegationView } from '@contract/delegations';
import { call, keyOf } from '../../../lib/call';

export type DelegationEvent = z.output<typeof delegationView>;
export type DelegationDelegate = DelegationEvent['delegates'][number];

/** GET /api/v1/delegations: the teacher's school delegation, event by event. */
export const useDelegation = () =>
  useQuery(
    queryOptions({
      queryKey: keyOf(delegationsEndpoints.mine),
      queryFn: ({ signal }) => call(delegationsEndpoints.mine, {}, { signal }),
    }),
  );
