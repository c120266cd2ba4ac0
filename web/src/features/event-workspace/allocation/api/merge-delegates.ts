import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acknowledged, apiRequest } from '../../../../lib/api-client';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface MergeDelegatesInput {
  eventId: string;
  keepId: string;
  removeId: string;
}

/** POST /api/v1/registerations/merge-delegates: the second registration leaves the event (spec §4 Merge). */
export const mergeDelegates = ({ keepId, removeId }: MergeDelegatesInput) =>
  apiRequest('/api/v1/registerations/merge-delegates', { method: 'POST', body: { keepId, removeId }, schema: acknowledged });

export const useMergeDelegates = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: mergeDelegates, onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId) });
};
