import {
  QueryClient,
  useMutation,
  useQueryClient,
  type DefaultOptions,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';

/** What a write refreshes once it succeeded: one cached query (and those under it), or what a function refetches. */
export type Refresh = QueryKey | ((client: QueryClient) => Promise<unknown>);

const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: 1,
  },
  mutations: {
    retry: false,
  },
};

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

type AsyncFn = (...args: never[]) => Promise<unknown>;

/** Options a feature's mutation hook lets its callers pass (everything but the mutation itself). */
export type MutationConfig<Fn extends AsyncFn> = Omit<UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>, 'mutationFn'>;

/** A mutation that, once it succeeded, refetches what it changed before its own onSuccess runs. */
export const useRefetchingMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: Refresh,
  { onSuccess, ...config }: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) => {
  const client = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await (typeof refresh === 'function' ? refresh(client) : client.invalidateQueries({ queryKey: refresh }));
      await onSuccess?.(...args);
    },
  });
};
