import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestAnswer } from '../../../lib/api-client';
import { eventLeaderSchema } from '../../../lib/event-leader-schema';
import { eventLeadersQueryKey } from './get-event-leaders';

export interface SaveEventLeaderInput {
  eventId: string;
  userId: string;
  roleId: string;
}

/** POST /api/v1/event-leaders/save-leadership-role-by-event. */
export const saveEventLeader = (input: SaveEventLeaderInput) =>
  apiRequestAnswer('/api/v1/event-leaders/save-leadership-role-by-event', { method: 'POST', body: input, schema: eventLeaderSchema });

export const useSaveEventLeader = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEventLeader,
    onSuccess: (_answer, { eventId }) => client.invalidateQueries({ queryKey: eventLeadersQueryKey(eventId) }),
  });
};
