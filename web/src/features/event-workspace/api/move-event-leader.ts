import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestAnswer } from '../../../lib/api-client';
import { byRanking, eventLeaderSchema } from '../../../lib/event-leader-schema';
import { eventLeadersQueryKey } from './get-event-leaders';

/** PATCH /api/v1/event-leaders/update-leadership-role-ranking-by-event/{id}: direction -1 up, 1 down. */
export const moveEventLeader = ({ id, direction }: { id: string; eventId: string; direction: -1 | 1 }) =>
  apiRequestAnswer(`/api/v1/event-leaders/update-leadership-role-ranking-by-event/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { direction },
    schema: z.array(eventLeaderSchema),
  });

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
