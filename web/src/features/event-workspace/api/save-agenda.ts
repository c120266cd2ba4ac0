import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestAnswer } from '../../../lib/api-client';
import { agendaSchema, agendasQueryKey } from './get-agendas';

export interface SaveAgendaBody {
  eventId: string;
  event_committeeId: string;
  agenda_abbr: string;
  agenda_title: string;
}

/** POST /api/v1/event-committees-agendas/save-agenda. */
export const saveAgenda = (body: SaveAgendaBody) =>
  apiRequestAnswer('/api/v1/event-committees-agendas/save-agenda', { method: 'POST', body, schema: agendaSchema });

export const useSaveAgenda = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveAgenda, onSuccess: (_answer, body) => client.invalidateQueries({ queryKey: agendasQueryKey(body.eventId) }) });
};
