import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCommitteesEndpoints } from '@contract/event-committees';
import { callAnswer, keyOf } from '../../../lib/call';

/** Renames an agenda item. */
export const updateAgenda = ({ id, agenda_title }: { id: string; eventId: string; agenda_title: string }) =>
  callAnswer(eventCommitteesEndpoints.updateAgenda, { params: { id }, body: { agenda_title } });

export const useUpdateAgenda = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAgenda,
    onSuccess: (_answer, { eventId }) =>
      client.invalidateQueries({ queryKey: keyOf(eventCommitteesEndpoints.agendas, { params: { eventId } }) }),
  });
};
