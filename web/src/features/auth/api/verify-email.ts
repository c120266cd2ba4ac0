import { apiRequest } from '../../../lib/api-client';
import { authSessionSchema } from './session-schema';

/** POST /api/v1/users/verify-email (public): spends the emailed token and answers with a session. */
export const verifyEmail = (token: string) =>
  apiRequest('/api/v1/users/verify-email', { method: 'POST', schema: authSessionSchema, body: { token } });
