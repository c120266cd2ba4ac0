import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventCommitteesEndpoints } from '@contract/event-committees';
import { callAnswer, keyOf } from '../../../lib/call';

/** The save body in the wire's names: its committeeId is the catalogue committee, not an event committee. */
export type EventCommitteeBody = z.input<typeof eventCommitteesEndpoints.add.body> & {};

/** Adds a catalogue committee to the event. */
export const saveEventCommittee = (body: EventCommitteeBody) => callAnswer(eventCommitteesEndpoints.add, { body });

export const useSaveEventCommittee = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEventCommittee,
    onSuccess: (_answer, { eventId }) =>
      client.invalidateQueries({ queryKey: keyOf(eventCommitteesEndpoints.list, { params: { eventId } }) }),
  });
};
