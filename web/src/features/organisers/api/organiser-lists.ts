import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { organisersEndpoints } from '@contract/organisers';
import { keyOf } from '../../../lib/call';

/** The lists an organiser write changes: the Organisers list, and the add row's matches (a new organiser leaves them). */
const organiserLists = [organisersEndpoints.list, organisersEndpoints.availableUsers];

export const refreshOrganiserLists = (client: QueryClient) =>
  Promise.all(organiserLists.map((list) => client.invalidateQueries({ queryKey: keyOf(list) })));

/** A write that, once it succeeded, refetches those lists before its own onSuccess runs. */
export const useOrganiserMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, ...config }: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) => {
  const client = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await refreshOrganiserLists(client);
      await onSuccess?.(...args);
    },
  });
};
