import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationEndpoints } from '@contract/allocation';
import { call } from '../../../../lib/call';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface UnassignDelegateInput {
  eventId: string;
  registrationId: string;
}

/** POST /api/v1/registerations/unassign-delegate: clears the delegate's committee and country. */
export const unassignDelegate = ({ registrationId }: UnassignDelegateInput) =>
  call(allocationEndpoints.unassign, { body: { registrationId } });

export const useUnassignDelegate = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: unassignDelegate, onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId) });
};
