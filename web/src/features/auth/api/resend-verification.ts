import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@contract/users';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';

/** POST /api/v1/users/resend-verification (public). */
export const resendVerification = (email: string) => call(usersEndpoints.resendVerification, { body: { email } });

export const useResendVerification = (config: MutationConfig<typeof resendVerification> = {}) =>
  useMutation({ ...config, mutationFn: resendVerification });
