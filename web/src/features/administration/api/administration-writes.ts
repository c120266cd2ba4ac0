import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import { adminEndpoints } from '@contract/admin';
import { refreshEndpoints } from '../../../lib/call';
import { useRefetchingMutation } from '../../../lib/react-query';

/** Every list of the administration screens: a write may change any of them (a status, a role, the history). */
const administrationLists = [
  adminEndpoints.users,
  adminEndpoints.superusers,
  adminEndpoints.superuserSuggestions,
  adminEndpoints.statusChanges,
];

/** Refetches every administration list. */
export const refreshAdministration = (client: QueryClient) => refreshEndpoints(client, administrationLists);

/** A write of the administration screens: once it succeeded, every list is refetched before its own onSuccess runs. */
export const useAdministrationWrite = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) => useRefetchingMutation(mutationFn, refreshAdministration, config);
