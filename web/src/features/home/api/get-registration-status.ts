import { useQuery } from '@tanstack/react-query';
import { organisersEndpoints } from '@contract/organisers';
import { call, keyOf } from '../../../lib/call';

/** GET /api/v1/organisers/my-registration-status: the home page's organiser check (spec §8). Read fresh on every click. */
export const getMyRegistrationStatus = (signal?: AbortSignal) => call(organisersEndpoints.myRegistrationStatus, {}, { signal });

export const registrationStatusQueryKey = keyOf(organisersEndpoints.myRegistrationStatus);

/** The same status for the card to show before any click: a request already made is not offered again. */
export const useMyRegistrationStatus = () =>
  // Fresh on every visit: the request may have been made, or decided, a moment ago.
  useQuery({ queryKey: registrationStatusQueryKey, queryFn: ({ signal }) => getMyRegistrationStatus(signal), staleTime: 0 });
