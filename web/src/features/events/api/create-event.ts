import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@contract/endpoint';
import { eventsEndpoints } from '@contract/events';
import { call, keyOf } from '../../../lib/call';

export interface CreateEventInput {
  organiserId: string;
  body: NonNullable<InputOf<typeof eventsEndpoints.create>['body']>;
}

/** POST /api/v1/events/create-event/{organiserId}; answers the new event's id. */
export const createEvent = async ({ organiserId, body }: CreateEventInput) =>
  (await call(eventsEndpoints.create, { params: { organiserId }, body }))?.id;

/** The lists a new event joins. */
const listsOfNewEvent = [eventsEndpoints.visible, eventsEndpoints.ofOrganiser, eventsEndpoints.all];

export const useCreateEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => Promise.all(listsOfNewEvent.map((endpoint) => client.invalidateQueries({ queryKey: keyOf(endpoint) }))),
  });
};
