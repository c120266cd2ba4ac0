import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestAnswer } from '../../../lib/api-client';
import { eventLeadersQueryKey } from './get-event-leaders';

/** DELETE /api/v1/event-leaders/delete-leadership-role-by-event/{id}. */
export const deleteEventLeader = ({ id }: { id: string; eventId: string }) =>
  apiRequestAnswer(`/api/v1/event-leaders/delete-leadership-role-by-event/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.object({ id: z.string() }) });

export const useDeleteEventLeader = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEventLeader,
    onSuccess: (_answer, { eventId }) => client.invalidateQueries({ queryKey: eventLeadersQueryKey(eventId) }),
  });
};
