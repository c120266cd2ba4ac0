import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCommitteesEndpoints } from '@contract/event-committees';
import { callAnswer, keyOf } from '../../../lib/call';

/** Deletes an agenda item. */
export const deleteAgenda = ({ id }: { id: string; eventId: string }) =>
  callAnswer(eventCommitteesEndpoints.removeAgenda, { params: { id } });

export const useDeleteAgenda = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAgenda,
    onSuccess: (_answer, { eventId }) =>
      client.invalidateQueries({ queryKey: keyOf(eventCommitteesEndpoints.agendas, { params: { eventId } }) }),
  });
};
