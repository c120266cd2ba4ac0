import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationEndpoints } from '@contract/allocation';
import { call } from '../../../../lib/call';
import { markCachedDelegates, restoreCachedMarks } from './cached-delegate-marks';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface LockDelegatesInput {
  eventId: string;
  locked: boolean;
  /** The delegates to lock or unlock; left out: all the event's delegates (Lock All, Unlock All). */
  registrationIds?: readonly string[];
}

/** POST /api/v1/registerations/lock-delegates */
export const lockDelegates = ({ eventId, locked, registrationIds }: LockDelegatesInput) =>
  call(allocationEndpoints.lock, { body: { eventId, locked, ...(registrationIds ? { registrationIds: [...registrationIds] } : {}) } });

/** Locks show in the list at once and go back if the call fails. */
export const useLockDelegates = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: lockDelegates,
    onMutate: ({ eventId, locked, registrationIds }) => markCachedDelegates(client, eventId, registrationIds ?? null, 'locked', locked),
    onError: (_error, { eventId }, before) => restoreCachedMarks(client, eventId, 'locked', before),
    onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId),
  });
};
