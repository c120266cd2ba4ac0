import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

const resentSchema = z.object({ cooldownSeconds: z.number().int().positive().optional() }).nullish();

/** POST /api/v1/users/resend-verification (public). */
export const resendVerification = (email: string) =>
  apiRequest('/api/v1/users/resend-verification', { method: 'POST', schema: resentSchema, body: { email } });

export const useResendVerification = (config: MutationConfig<typeof resendVerification> = {}) =>
  useMutation({ ...config, mutationFn: resendVerification });
