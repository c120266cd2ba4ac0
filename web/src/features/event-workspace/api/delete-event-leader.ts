import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventLeadersEndpoints } from '@contract/event-leaders';
import { callAnswer, keyOf } from '../../../lib/call';

/** Removes an entry. */
export const deleteEventLeader = ({ id }: { id: string; eventId: string }) => callAnswer(eventLeadersEndpoints.remove, { params: { id } });

export const useDeleteEventLeader = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEventLeader,
    onSuccess: (_answer, { eventId }) => client.invalidateQueries({ queryKey: keyOf(eventLeadersEndpoints.list, { params: { eventId } }) }),
  });
};
