import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventCommitteesEndpoints } from '@contract/event-committees';
import { callAnswer, keyOf } from '../../../lib/call';

/** The save body minus abbr, as sent (its committeeId is the catalogue committee). */
export type UpdateEventCommitteeInput = { id: string } & z.input<typeof eventCommitteesEndpoints.update.body> & {};

/** Changes an event committee's committee, category, seats or chairs. */
export const updateEventCommittee = ({ id, ...body }: UpdateEventCommitteeInput) =>
  callAnswer(eventCommitteesEndpoints.update, { params: { id }, body });

export const useUpdateEventCommittee = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEventCommittee,
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(eventCommitteesEndpoints.list) }),
  });
};
