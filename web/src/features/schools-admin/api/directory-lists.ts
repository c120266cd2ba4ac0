import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import { schoolsEndpoints } from '@contract/schools';
import { refreshEndpoints } from '../../../lib/call';
import { useRefetchingMutation } from '../../../lib/react-query';

/**
 * Every list a write on schools, localities or areas can change: a locality merge moves
 * schools and a school merge changes the localities' counts, so each write refetches them all
 * (the profile's school pickers read the same cache entries).
 */
const directoryLists = [schoolsEndpoints.schools, schoolsEndpoints.localities, schoolsEndpoints.localityRows, schoolsEndpoints.areas];

export const refreshDirectoryLists = (client: QueryClient) => refreshEndpoints(client, directoryLists);

/** A write that, once it succeeded, refetches the directory's lists before its own onSuccess runs. */
export const useDirectoryMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) => useRefetchingMutation(mutationFn, refreshDirectoryLists, config);
