import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestAnswer } from '../../../lib/api-client';
import { agendasQueryKey } from './get-agendas';

/** DELETE /api/v1/event-committees-agendas/delete-event-committees-agendas-by-id/{id}. */
export const deleteAgenda = ({ id }: { id: string; eventId: string }) =>
  apiRequestAnswer(`/api/v1/event-committees-agendas/delete-event-committees-agendas-by-id/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.object({ id: z.string() }) });

export const useDeleteAgenda = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAgenda, onSuccess: (_answer, { eventId }) => client.invalidateQueries({ queryKey: agendasQueryKey(eventId) }) });
};
