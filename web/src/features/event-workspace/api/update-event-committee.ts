import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestAnswer } from '../../../lib/api-client';
import { eventCommitteeSchema, eventCommitteesQueryKey } from './get-event-committees';
import type { EventCommitteeBody } from './save-event-committee';

export type UpdateEventCommitteeInput = { id: string } & Omit<EventCommitteeBody, 'abbr'>;

/** PATCH /api/v1/event-committees/update-event-committees-by-event/{id}: the save body minus abbr. */
export const updateEventCommittee = ({ id, ...body }: UpdateEventCommitteeInput) =>
  apiRequestAnswer(`/api/v1/event-committees/update-event-committees-by-event/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: eventCommitteeSchema });

export const useUpdateEventCommittee = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEventCommittee,
    onSuccess: (_answer, input) => client.invalidateQueries({ queryKey: eventCommitteesQueryKey(input.eventId) }),
  });
};
