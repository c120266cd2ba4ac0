import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsEndpoints } from '@contract/events';
import { callAnswer } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import type { EventChanges } from '../utils/event-draft';
import { eventQueryKey, type WorkspaceEvent } from './get-event';

export interface UpdateEventInput {
  eventId: string;
  changes: EventChanges;
}

export interface EventUpdated {
  event: WorkspaceEvent;
  /** The server's message, the success toast. */
  message: string;
  /** How many registered users were told about the change. */
  registeredUsersNotified: number;
}

/** PATCH /api/v1/events/update-event/{id} with only the changed fields; the count of notified users sits beside `data`. */
export const updateEvent = async ({ eventId, changes }: UpdateEventInput) => {
  const answer = await callAnswer(eventsEndpoints.update, { params: { id: eventId }, body: changes });
  if (!answer) return undefined;
  const registeredUsersNotified = eventsEndpoints.update.extra.registeredUsersNotified.parse(answer.body.registeredUsersNotified);
  return { event: answer.data, message: answer.message ?? '', registeredUsersNotified } satisfies EventUpdated;
};

/** The answer is the event as stored (after its read model caught up): the screen shows it without another call. */
export const useUpdateEvent = ({ onSuccess, ...config }: MutationConfig<typeof updateEvent> = {}) => {
  const client = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof updateEvent>>, Error, UpdateEventInput>({
    ...config,
    mutationFn: updateEvent,
    onSuccess: async (...args) => {
      const [updated, { eventId }] = args;
      if (updated) client.setQueryData(eventQueryKey(eventId), [updated.event]);
      await onSuccess?.(...args);
    },
  });
};
