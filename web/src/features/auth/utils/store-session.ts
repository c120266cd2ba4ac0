import { settleLanguageAtSignIn } from '../../../lib/language-preference';
import { saveSession } from '../../../lib/session';
import type { AuthSession } from '../api/auth-session';

/**
 * Writes a session from log-in or email verification under the storage keys of spec §3.
 * Every key is written (absent values remove it) so nothing of an earlier account survives.
 */
export const storeAuthSession = (session: AuthSession) => {
  saveSession({
    token: session.token,
    refreshToken: session.refreshToken,
    userId: session.userId,
    organiserId: session.organiserId,
    userRole: session.userRole,
    globalRole: session.global_role,
    userAvatar: session.avatar,
    // The server sends no user type: one stored by an earlier account must not survive.
    userType: null,
  });
  settleLanguageAtSignIn(session.language);
};
