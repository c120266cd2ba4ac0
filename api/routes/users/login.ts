import type { FastifyInstance } from 'fastify';
import { usersEndpoints } from '@contract/users';
import { DomainError } from '@domain/shared/errors';
import { findAccountByEmail, findAccountById } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { ok } from '../../lib/envelope';
import { tooManyFailedAttempts } from '../../lib/login-throttle';
import { route } from '../../lib/route';
import { credentialFieldErrors, rejectFieldErrors } from './credential-fields';
import { assertAvailable, sessionFor } from './session';

const invalidCredentials = () => new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid email or password');
const INVITATION_PENDING_MESSAGE = 'Please set your password using the invitation link we emailed you.';

export const logoutRoutes = async (app: FastifyInstance) => {
  route(app, usersEndpoints.logout, async (request) => {
    // An expired access token must not keep the refresh token alive: log-out ends whatever it is given.
    const refreshToken = request.body?.refreshToken;
    const signedIn = await app.authenticate(request as never).then(
      () => true,
      (error: unknown) => {
        if (!refreshToken) throw error;
        return false;
      },
    );
    if (signedIn) await app.revokeToken(request as never);
    if (refreshToken) await app.refreshTokens.revoke(refreshToken);
    return ok('Logged out successfully', null);
  });
};

export const loginRoutes = async (app: FastifyInstance, deps: Pick<AppDependencies, 'db'>) => {
  route(
    app,
    usersEndpoints.login,
    async (request, reply) => {
      // The spec's field messages come before any credential check.
      const { email, password, fieldErrors } = credentialFieldErrors(request.body ?? {});
      rejectFieldErrors(fieldErrors);
      const wait = await app.loginThrottle.begin(email);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw tooManyFailedAttempts(wait);
      }
      const account = await findAccountByEmail(deps.db, email);
      // An invited account has no password yet, so none can be right: its owner must learn where
      // to set one. That tells a stranger no more than sign-up and the email lookup already do
      // (that the address has an account), and nothing of any password.
      if (account && !account.password_hash) throw new DomainError('unauthenticated', 'INVITATION_PENDING', INVITATION_PENDING_MESSAGE);
      // An unknown email is checked against a stand-in hash: answering sooner would tell which emails have accounts.
      if (!(await app.passwords.verify(account?.password_hash ?? null, password)) || !account) {
        await app.loginThrottle.failed(email);
        throw invalidCredentials();
      }
      await app.loginThrottle.succeeded(email);
      assertAvailable(account);
      if (!account.email_verified) {
        throw new DomainError('forbidden', 'EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.');
      }
      return ok('Login successful!', await sessionFor(app, account));
    },
    // Guessing passwords must stay slow: a few attempts per minute per address.
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );

  route(
    app,
    usersEndpoints.refreshToken,
    async (request) => {
      const rotated = await app.refreshTokens.rotate(request.body.refreshToken);
      const account = rotated ? await findAccountById(deps.db, rotated.userId) : null;
      if (!rotated || !account) throw new DomainError('unauthenticated', 'REFRESH_INVALID', 'Your session has ended. Please login again.');
      assertAvailable(account);
      return ok('Session refreshed', await app.issueSession(account, rotated.chain));
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
};
