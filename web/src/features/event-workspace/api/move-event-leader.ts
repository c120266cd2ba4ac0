import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventLeadersEndpoints } from '@contract/event-leaders';
import { callAnswer } from '../../../lib/call';
import { byRanking } from '../../../lib/event-leaders';
import { eventLeadersQueryKey } from './get-event-leaders';

/** Moves an entry up (-1) or down (1). */
export const moveEventLeader = ({ id, direction }: { id: string; eventId: string; direction: -1 | 1 }) =>
  callAnswer(eventLeadersEndpoints.move, { params: { id }, body: { direction } });

/** The answer is the list in its new order: shown at once, without another read. */
export const useMoveEventLeader = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveEventLeader,
    onSuccess: (answer, { eventId }) => {
      if (answer) client.setQueryData(eventLeadersQueryKey(eventId), byRanking(answer.data));
    },
  });
};
