import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import { adminEndpoints } from '@contract/admin';
import { eventsEndpoints } from '@contract/events';
import { refreshEndpoints } from '../../../lib/call';
import { useRefetchingMutation } from '../../../lib/react-query';

/** Every read that shows an event's status or lists it (the dashboard tiles count them): a status change or a deletion changes them all. */
const eventReads = [
  eventsEndpoints.all,
  eventsEndpoints.visible,
  eventsEndpoints.ofOrganiser,
  eventsEndpoints.byId,
  adminEndpoints.dashboard,
];

/** Refetches every read of events. */
export const refreshEvents = (client: QueryClient) => refreshEndpoints(client, eventReads);

/** A write of the events masterlist: once it succeeded, every read of events is refetched before its own onSuccess runs. */
export const useEventsWrite = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) => useRefetchingMutation(mutationFn, refreshEvents, config);
