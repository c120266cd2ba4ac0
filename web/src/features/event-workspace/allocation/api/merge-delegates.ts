import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationEndpoints } from '@contract/allocation';
import { call } from '../../../../lib/call';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface MergeDelegatesInput {
  eventId: string;
  keepId: string;
  removeId: string;
}

/** POST /api/v1/registerations/merge-delegates: the second registration leaves the event (spec §4 Merge). */
export const mergeDelegates = ({ keepId, removeId }: MergeDelegatesInput) =>
  call(allocationEndpoints.merge, { body: { keepId, removeId } });

export const useMergeDelegates = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: mergeDelegates, onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId) });
};
