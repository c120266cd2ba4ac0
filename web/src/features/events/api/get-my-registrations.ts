import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import { call, keyOf } from '../../../lib/call';

/**
 * GET /api/v1/registerations/my-registrations: the ids of the events the caller is registered
 * for. A failure is only logged and leaves the Registered tab empty: a card then still leads
 * to the registration page, which sends a registered person on to their delegate page.
 */
export const getMyRegistrations = async (signal?: AbortSignal): Promise<string[]> => {
  try {
    return (await call(registrationsEndpoints.mine, {}, { signal })) ?? [];
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Failed to fetch registrations', error);
    return [];
  }
};

export const getMyRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(registrationsEndpoints.mine),
    queryFn: ({ signal }) => getMyRegistrations(signal),
  });

/** Read afresh on every visit: registering and cancelling happen on other pages. */
export const useMyRegistrations = () => useQuery({ ...getMyRegistrationsQueryOptions(), staleTime: 0 });
