import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { awardsEndpoints } from '@contract/awards';
import { call, callAnswer, keyOf } from '../../../lib/call';

export type KindInput = { id?: string; name: string; limit?: number | null };

/** GET /api/v1/awards/{eventId}/kinds: the awards the event gives. */
export const useAwardKinds = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(awardsEndpoints.kinds, { params: { eventId } }),
      queryFn: ({ signal }) => call(awardsEndpoints.kinds, { params: { eventId } }, { signal }),
    }),
  );

/** PATCH the same, the whole list; every cached answer naming kinds is read again. */
export const useSetAwardKinds = (eventId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kinds: KindInput[]) => callAnswer(awardsEndpoints.setKinds, { params: { eventId }, body: { kinds } }),
    onSettled: () =>
      Promise.all(
        [awardsEndpoints.kinds, awardsEndpoints.nominations, awardsEndpoints.committee].map((endpoint) =>
          client.invalidateQueries({ queryKey: keyOf(endpoint) }),
        ),
      ),
  });
};
