import { queryOptions, useQuery } from '@tanstack/react-query';
import { allocationEndpoints } from '@contract/allocation';
import { call, keyOf } from '../../../../lib/call';

export const delegationModeQueryKey = (eventId: string) => keyOf(allocationEndpoints.delegationMode, { params: { eventId } });

/** GET /api/v1/allocation/{eventId}/delegation-mode: whether each school's delegates are kept on one country. */
export const getDelegationMode = async (eventId: string, signal?: AbortSignal): Promise<boolean> =>
  (await call(allocationEndpoints.delegationMode, { params: { eventId } }, { signal }))?.enabled ?? false;

export const useDelegationMode = (eventId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...queryOptions({ queryKey: delegationModeQueryKey(eventId), queryFn: ({ signal }) => getDelegationMode(eventId, signal) }),
    enabled,
  });
