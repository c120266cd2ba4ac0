import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestAnswer } from '../../../lib/api-client';
import { eventLeaderSchema } from '../../../lib/event-leader-schema';
import { eventLeadersQueryKey } from './get-event-leaders';

export interface UpdateEventLeaderInput {
  id: string;
  eventId: string;
  userId: string;
  roleId: string;
}

/** PATCH /api/v1/event-leaders/update-leadership-role-by-event/{id}. */
export const updateEventLeader = ({ id, ...body }: UpdateEventLeaderInput) =>
  apiRequestAnswer(`/api/v1/event-leaders/update-leadership-role-by-event/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: eventLeaderSchema });

export const useUpdateEventLeader = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEventLeader,
    onSuccess: (_answer, { eventId }) => client.invalidateQueries({ queryKey: eventLeadersQueryKey(eventId) }),
  });
};
