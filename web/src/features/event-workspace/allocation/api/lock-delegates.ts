import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acknowledged, apiRequest } from '../../../../lib/api-client';
import { markCachedDelegates, restoreCachedMarks } from './cached-delegate-marks';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface LockDelegatesInput {
  eventId: string;
  locked: boolean;
  /** The delegates to lock or unlock; left out: all the event's delegates (Lock All, Unlock All). */
  delegateIds?: readonly string[];
}

/** POST /api/v1/registerations/lock-delegates. */
export const lockDelegates = ({ eventId, locked, delegateIds }: LockDelegatesInput) =>
  apiRequest('/api/v1/registerations/lock-delegates', {
    method: 'POST',
    body: { eventId, locked, ...(delegateIds ? { delegateIds } : {}) },
    schema: acknowledged,
  });

/** Locks show in the list at once and go back if the call fails. */
export const useLockDelegates = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: lockDelegates,
    onMutate: ({ eventId, locked, delegateIds }) => markCachedDelegates(client, eventId, delegateIds ?? null, 'locked', locked),
    onError: (_error, { eventId }, before) => restoreCachedMarks(client, eventId, 'locked', before),
    onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId),
  });
};
