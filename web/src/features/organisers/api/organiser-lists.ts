import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import { organisersEndpoints } from '@contract/organisers';
import { refreshEndpoints } from '../../../lib/call';
import { useRefetchingMutation } from '../../../lib/react-query';

/** The lists an organiser write changes: the Organisers list, and the add row's matches (a new organiser leaves them). */
const organiserLists = [organisersEndpoints.list, organisersEndpoints.availableUsers];

export const refreshOrganiserLists = (client: QueryClient) => refreshEndpoints(client, organiserLists);

/** A write that, once it succeeded, refetches those lists before its own onSuccess runs. */
export const useOrganiserMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) => useRefetchingMutation(mutationFn, refreshOrganiserLists, config);
