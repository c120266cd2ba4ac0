import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventLeadersEndpoints } from '@contract/event-leaders';
import { callAnswer, keyOf } from '../../../lib/call';

export interface SaveEventLeaderInput {
  eventId: string;
  userId: string;
  roleId: string;
}

/** Gives a registered delegate one of the catalogue's leadership roles at the event. */
export const saveEventLeader = (input: SaveEventLeaderInput) => callAnswer(eventLeadersEndpoints.add, { body: input });

export const useSaveEventLeader = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEventLeader,
    onSuccess: (_answer, { eventId }) => client.invalidateQueries({ queryKey: keyOf(eventLeadersEndpoints.list, { params: { eventId } }) }),
  });
};
