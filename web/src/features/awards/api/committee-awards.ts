import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { awardsEndpoints } from '@contract/awards';
import type { AnswerDataOf } from '@contract/endpoint';
import { call, callAnswer, keyOf } from '../../../lib/call';

export type CommitteeAwardsData = AnswerDataOf<typeof awardsEndpoints.committee>;

const keyFor = (eventId: string, eventCommitteeId: string) => keyOf(awardsEndpoints.committee, { params: { eventId, eventCommitteeId } });

/** GET /api/v1/awards/{eventId}/committees/{committeeId}: the kinds, the seated delegates and the committee's nominations. */
export const useCommitteeAwards = (eventId: string, eventCommitteeId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyFor(eventId, eventCommitteeId),
      queryFn: ({ signal }) => call(awardsEndpoints.committee, { params: { eventId, eventCommitteeId } }, { signal }),
    }),
  );

/** POST a nomination, or DELETE one (withdraw); both answer the committee's awards as stored now. */
export const useNominationWrites = (eventId: string, eventCommitteeId: string) => {
  const client = useQueryClient();
  const settle = {
    onSuccess: (answer: { data: CommitteeAwardsData } | undefined) =>
      answer?.data && client.setQueryData(keyFor(eventId, eventCommitteeId), answer.data),
    onSettled: () => client.invalidateQueries({ queryKey: keyOf(awardsEndpoints.nominations) }),
  };
  const nominate = useMutation({
    mutationFn: ({ registrationId, kindId }: { registrationId: string; kindId: string }) =>
      callAnswer(awardsEndpoints.nominate, { params: { eventId, eventCommitteeId }, body: { registrationId, kindId } }),
    ...settle,
  });
  const withdraw = useMutation({
    mutationFn: ({ registrationId, kindId }: { registrationId: string; kindId: string }) =>
      callAnswer(awardsEndpoints.withdraw, { params: { eventId, eventCommitteeId, registrationId, kindId } }),
    ...settle,
  });
  return { nominate, withdraw };
};
