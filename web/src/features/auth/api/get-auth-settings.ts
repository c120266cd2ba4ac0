import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { DEFAULT_EMAIL_DOMAINS } from '../utils/validate-credentials';

const authSettingsSchema = z.object({
  allowedEmailDomains: z.array(z.string().trim().toLowerCase().min(1)).min(1),
  passwordMinLength: z.number().int().positive().optional(),
  resendCooldownSeconds: z.number().int().positive().optional(),
  /** Whether this deployment serves /test-email-confirmation. */
  testEmailConfirmation: z.boolean().optional(),
});

export type AuthSettings = z.infer<typeof authSettingsSchema>;

/** GET /api/v1/users/auth-settings (public): the email domains the server accepts, so both sides agree. */
export const getAuthSettings = (signal?: AbortSignal) =>
  apiRequest('/api/v1/users/auth-settings', { schema: authSettingsSchema, signal });

export const getAuthSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-settings'],
    queryFn: ({ signal }) => getAuthSettings(signal),
    staleTime: Infinity,
    retry: false,
  });

/** The allowed email domains; gmail.com (spec §5) while they load or when they cannot be read. */
export const useAllowedEmailDomains = (): readonly string[] => {
  const { data } = useQuery(getAuthSettingsQueryOptions());
  return data?.allowedEmailDomains ?? DEFAULT_EMAIL_DOMAINS;
};
