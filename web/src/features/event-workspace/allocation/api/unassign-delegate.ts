import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acknowledged, apiRequest } from '../../../../lib/api-client';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface UnassignDelegateInput {
  eventId: string;
  delegateId: string;
}

/** POST /api/v1/registerations/unassign-delegate: clears the delegate's committee and country. */
export const unassignDelegate = ({ delegateId }: UnassignDelegateInput) =>
  apiRequest('/api/v1/registerations/unassign-delegate', { method: 'POST', body: { delegateId }, schema: acknowledged });

export const useUnassignDelegate = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: unassignDelegate, onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId) });
};
