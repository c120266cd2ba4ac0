import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { awardsEndpoints } from '@contract/awards';
import { call, callAnswer, keyOf } from '../../../lib/call';

export type Decision = 'confirm' | 'reject' | 'revoke';

/** GET /api/v1/awards/{eventId}/nominations: every nomination of the event, for its organiser. */
export const useNominations = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(awardsEndpoints.nominations, { params: { eventId } }),
      queryFn: ({ signal }) => call(awardsEndpoints.nominations, { params: { eventId } }, { signal }),
    }),
  );

/** POST .../nominations/{delegateId}/{kindId}/confirm | reject | revoke. */
export const useDecideNomination = (eventId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, registrationId, kindId }: { decision: Decision; registrationId: string; kindId: string }) =>
      callAnswer(awardsEndpoints[decision], { params: { eventId, registrationId, kindId }, body: {} }),
    onSettled: () =>
      Promise.all(
        [awardsEndpoints.nominations, awardsEndpoints.results, awardsEndpoints.committee].map((endpoint) =>
          client.invalidateQueries({ queryKey: keyOf(endpoint) }),
        ),
      ),
  });
};
