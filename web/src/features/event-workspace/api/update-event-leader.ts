import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventLeadersEndpoints } from '@contract/event-leaders';
import { callAnswer, keyOf } from '../../../lib/call';

export interface UpdateEventLeaderInput {
  id: string;
  eventId: string;
  userId: string;
  roleId: string;
}

/** Changes the holder or the role of an entry. */
export const updateEventLeader = ({ id, ...body }: UpdateEventLeaderInput) =>
  callAnswer(eventLeadersEndpoints.update, { params: { id }, body });

export const useUpdateEventLeader = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEventLeader,
    onSuccess: (_answer, { eventId }) => client.invalidateQueries({ queryKey: keyOf(eventLeadersEndpoints.list, { params: { eventId } }) }),
  });
};
