import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestAnswer } from '../../../lib/api-client';
import { eventCommitteeSchema, eventCommitteesQueryKey } from './get-event-committees';

export interface EventCommitteeBody {
  committeeId: string;
  eventId: string;
  category: string;
  abbr: string;
  seats: number;
  chair_username: string;
  chair_fullname: string;
  deputy_chair1_username: string;
  deputy_chair1_fullname: string;
  deputy_chair2_username: string;
  deputy_chair2_fullname: string;
}

/** POST /api/v1/event-committees/save-event-committees-by-event. */
export const saveEventCommittee = (body: EventCommitteeBody) =>
  apiRequestAnswer('/api/v1/event-committees/save-event-committees-by-event', { method: 'POST', body, schema: eventCommitteeSchema });

export const useSaveEventCommittee = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEventCommittee,
    onSuccess: (_answer, body) => client.invalidateQueries({ queryKey: eventCommitteesQueryKey(body.eventId) }),
  });
};
