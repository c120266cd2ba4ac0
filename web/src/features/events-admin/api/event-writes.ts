import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { adminEndpoints } from '@contract/admin';
import { eventsEndpoints } from '@contract/events';
import { keyOf } from '../../../lib/call';

/** Every read that shows an event's status or lists it (the dashboard tiles count them): a status change or a deletion changes them all. */
const eventReads = [eventsEndpoints.all, eventsEndpoints.visible, eventsEndpoints.ofOrganiser, eventsEndpoints.byId, adminEndpoints.dashboard];

/** Refetches every read of events. */
export const refreshEvents = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all(eventReads.map((endpoint) => client.invalidateQueries({ queryKey: keyOf(endpoint) })));

/** A write of the events masterlist: once it succeeded, every read of events is refetched before its own onSuccess runs. */
export const useEventsWrite = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, ...config }: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) => {
  const client = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await refreshEvents(client);
      await onSuccess?.(...args);
    },
  });
};
