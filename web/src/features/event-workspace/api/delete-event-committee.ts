import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestAnswer } from '../../../lib/api-client';
import { agendasQueryKey } from './get-agendas';
import { eventCommitteesQueryKey } from './get-event-committees';

/** DELETE /api/v1/event-committees/delete-event-committees-by-event/{id}: the committee and its agendas leave the event. */
export const deleteEventCommittee = ({ id }: { id: string; eventId: string }) =>
  apiRequestAnswer(`/api/v1/event-committees/delete-event-committees-by-event/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.object({ id: z.string() }) });

export const useDeleteEventCommittee = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEventCommittee,
    onSuccess: async (_answer, { eventId }) => {
      await client.invalidateQueries({ queryKey: eventCommitteesQueryKey(eventId) });
      await client.invalidateQueries({ queryKey: agendasQueryKey(eventId) });
    },
  });
};
