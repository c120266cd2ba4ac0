import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationEndpoints } from '@contract/allocation';
import { call } from '../../../../lib/call';
import { markCachedDelegates, restoreCachedMarks } from './cached-delegate-marks';
import { registrationsQueryKey } from './get-registrations';

export interface ToggleDelegateFlagInput {
  eventId: string;
  registrationId: string;
  flag: boolean;
}

/** POST /api/v1/registerations/toggle-delegate-flag. */
export const toggleDelegateFlag = ({ registrationId, flag }: ToggleDelegateFlagInput) =>
  call(allocationEndpoints.toggleFlag, { body: { registrationId, flag } });

/** The flag shows in the list at once and goes back if the call fails (spec §4 Flag). */
export const useToggleDelegateFlag = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleDelegateFlag,
    onMutate: ({ eventId, registrationId, flag }) => markCachedDelegates(client, eventId, [registrationId], 'flag', flag),
    onError: (_error, { eventId }, before) => restoreCachedMarks(client, eventId, 'flag', before),
    onSettled: (_answer, _error, { eventId }) => client.invalidateQueries({ queryKey: registrationsQueryKey(eventId) }),
  });
};
