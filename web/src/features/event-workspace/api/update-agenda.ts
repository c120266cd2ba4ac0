import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestAnswer } from '../../../lib/api-client';
import { agendaSchema, agendasQueryKey } from './get-agendas';

/** PATCH /api/v1/event-committees-agendas/update-event-committees-agendas-by-id/{id}: agenda_title. */
export const updateAgenda = ({ id, agenda_title }: { id: string; eventId: string; agenda_title: string }) =>
  apiRequestAnswer(`/api/v1/event-committees-agendas/update-event-committees-agendas-by-id/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { agenda_title },
    schema: agendaSchema,
  });

export const useUpdateAgenda = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAgenda, onSuccess: (_answer, { eventId }) => client.invalidateQueries({ queryKey: agendasQueryKey(eventId) }) });
};
