import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventCommitteesEndpoints } from '@contract/event-committees';
import { callAnswer, keyOf } from '../../../lib/call';

export type SaveAgendaBody = z.input<typeof eventCommitteesEndpoints.addAgenda.body> & {};

/** Adds an agenda item to one of the event's committees. */
export const saveAgenda = (body: SaveAgendaBody) => callAnswer(eventCommitteesEndpoints.addAgenda, { body });

export const useSaveAgenda = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAgenda,
    onSuccess: (_answer, { eventId }) =>
      client.invalidateQueries({ queryKey: keyOf(eventCommitteesEndpoints.agendas, { params: { eventId } }) }),
  });
};
