import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { schoolsEndpoints } from '@contract/schools';
import { keyOf } from '../../../lib/call';

/**
 * Every list a write on schools, localities or areas can change: a locality merge moves
 * schools and a school merge changes the localities' counts, so each write refetches them all
 * (the profile's school pickers read the same cache entries).
 */
const directoryLists = [schoolsEndpoints.schools, schoolsEndpoints.localities, schoolsEndpoints.localityRows, schoolsEndpoints.areas];

export const refreshDirectoryLists = (client: QueryClient) =>
  Promise.all(directoryLists.map((list) => client.invalidateQueries({ queryKey: keyOf(list) })));

/** A write that, once it succeeded, refetches the directory's lists before its own onSuccess runs. */
export const useDirectoryMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, ...config }: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) => {
  const client = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await refreshDirectoryLists(client);
      await onSuccess?.(...args);
    },
  });
};
