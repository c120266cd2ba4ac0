import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acknowledged, apiRequest } from '../../../../lib/api-client';
import { markCachedDelegates, restoreCachedMarks } from './cached-delegate-marks';
import { registrationsQueryKey } from './get-registrations';

export interface ToggleDelegateFlagInput {
  eventId: string;
  delegateId: string;
  flag: boolean;
}

/** POST /api/v1/registerations/toggle-delegate-flag. */
export const toggleDelegateFlag = ({ delegateId, flag }: ToggleDelegateFlagInput) =>
  apiRequest('/api/v1/registerations/toggle-delegate-flag', { method: 'POST', body: { delegateId, flag }, schema: acknowledged });

/** The flag shows in the list at once and goes back if the call fails (spec §4 Flag). */
export const useToggleDelegateFlag = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleDelegateFlag,
    onMutate: ({ eventId, delegateId, flag }) => markCachedDelegates(client, eventId, [delegateId], 'flag', flag),
    onError: (_error, { eventId }, before) => restoreCachedMarks(client, eventId, 'flag', before),
    onSettled: (_answer, _error, { eventId }) => client.invalidateQueries({ queryKey: registrationsQueryKey(eventId) }),
  });
};
