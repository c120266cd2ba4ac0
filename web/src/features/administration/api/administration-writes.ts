import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { adminEndpoints } from '@contract/admin';
import { keyOf } from '../../../lib/call';

/** Every list of the administration screens: a write may change any of them (a status, a role, the history). */
const administrationLists = [adminEndpoints.users, adminEndpoints.superusers, adminEndpoints.superuserSuggestions, adminEndpoints.statusChanges];

/** Refetches every administration list. */
export const refreshAdministration = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all(administrationLists.map((endpoint) => client.invalidateQueries({ queryKey: keyOf(endpoint) })));

/** A write of the administration screens: once it succeeded, every list is refetched before its own onSuccess runs. */
export const useAdministrationWrite = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, ...config }: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) => {
  const client = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await refreshAdministration(client);
      await onSuccess?.(...args);
    },
  });
};
