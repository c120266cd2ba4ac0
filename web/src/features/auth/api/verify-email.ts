import { usersEndpoints } from '@contract/users';
import { call } from '../../../lib/call';

/** POST /api/v1/users/verify-email (public): spends the emailed token and answers with a session. */
export const verifyEmail = (token: string) => call(usersEndpoints.verifyEmail, { body: { token } });
