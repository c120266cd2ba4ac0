import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationEndpoints } from '@contract/allocation';
import { callAnswer, keyOf } from '../../../../lib/call';
import { delegationModeQueryKey } from './get-delegation-mode';

export interface SetDelegationModeInput {
  eventId: string;
  enabled: boolean;
}

/** PATCH /api/v1/allocation/{eventId}/delegation-mode: answers the server's sentence ('Delegation mode turned on'). */
export const setDelegationMode = ({ eventId, enabled }: SetDelegationModeInput) =>
  callAnswer(allocationEndpoints.setDelegationMode, { params: { eventId }, body: { enabled } });

export const useSetDelegationMode = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDelegationMode,
    // The setting is read again, and every run: a dry run made in the other mode can no longer be applied.
    onSettled: (_answer, _error, { eventId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: delegationModeQueryKey(eventId) }),
        client.invalidateQueries({ queryKey: keyOf(allocationEndpoints.run) }),
      ]),
  });
};
