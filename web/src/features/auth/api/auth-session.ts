import type { z } from 'zod';
import type { sessionData } from '@contract/users';

/** The session that log-in, email verification and invitations answer with (API contract "Session"). */
export type AuthSession = z.output<typeof sessionData>;
