import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { delegationsEndpoints } from '@contract/delegations';
import { call, callAnswer, keyOf } from '../../../lib/call';

const wishesKey = (eventId: string) => keyOf(delegationsEndpoints.countryWishes, { params: { eventId } });

/** GET /api/v1/delegations/{eventId}/country-wishes: the countries the teacher's school delegation wished for. */
export const useCountryWishes = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: wishesKey(eventId),
      queryFn: ({ signal }) => call(delegationsEndpoints.countryWishes, { params: { eventId } }, { signal }),
    }),
  );

/** PATCH the same: the whole list, most wanted first; answers the server's sentence and the list it holds now. */
export const useSetCountryWishes = (eventId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (countryIds: string[]) => callAnswer(delegationsEndpoints.setCountryWishes, { params: { eventId }, body: { countryIds } }),
    onSuccess: (answer) => answer?.data && client.setQueryData(wishesKey(eventId), answer.data),
    onSettled: () => client.invalidateQueries({ queryKey: wishesKey(eventId) }),
  });
};
