import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@contract/users';
import { call, keyOf } from '../../../lib/call';
import { DEFAULT_EMAIL_DOMAINS } from '../utils/validate-credentials';

/** GET /api/v1/users/auth-settings (public): the email domains the server accepts, so both sides agree. */
export const getAuthSettings = (signal?: AbortSignal) => call(usersEndpoints.authSettings, {}, { signal });

export const getAuthSettingsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(usersEndpoints.authSettings),
    queryFn: ({ signal }) => getAuthSettings(signal),
    staleTime: Infinity,
    retry: false,
  });

/** The allowed email domains; gmail.com (spec §5) while they load or when they cannot be read. */
export const useAllowedEmailDomains = (): readonly string[] => {
  const { data } = useQuery(getAuthSettingsQueryOptions());
  return data?.allowedEmailDomains ?? DEFAULT_EMAIL_DOMAINS;
};
