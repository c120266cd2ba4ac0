import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCommitteesEndpoints } from '@contract/event-committees';
import { callAnswer, keyOf } from '../../../lib/call';

/** The committee and its agendas leave the event. */
export const deleteEventCommittee = ({ id }: { id: string; eventId: string }) =>
  callAnswer(eventCommitteesEndpoints.remove, { params: { id } });

export const useDeleteEventCommittee = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEventCommittee,
    onSuccess: async (_answer, { eventId }) => {
      await client.invalidateQueries({ queryKey: keyOf(eventCommitteesEndpoints.list, { params: { eventId } }) });
      await client.invalidateQueries({ queryKey: keyOf(eventCommitteesEndpoints.agendas, { params: { eventId } }) });
    },
  });
};
