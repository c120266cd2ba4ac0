import type { FastifyInstance } from 'fastify';
import { acceptInvitation } from '../../../commands/users/accept-invitation';
import { parseInvitationToken } from '../../../commands/users/verification-token';
import { usersEndpoints } from '@contract/users';
import { DomainError } from '@domain/shared/errors';
import { invitationErrors } from '@domain/users/invitation';
import { findAccountById } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { passwordFieldError, rejectFieldErrors } from './credential-fields';
import { assertAvailable, sessionFor } from './session';

export const INVITATION_ACCEPTED = 'Password set successfully! Welcome aboard.';

/**
 * The target of the invitation email (an account an organiser's import made): the invitee
 * sets a password with the link's token, which also verifies the email, and is signed in.
 */
export const invitationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(
    app,
    usersEndpoints.acceptInvitation,
    async (request) => {
      // Read loosely, like log-in's, so the password's message comes under its field.
      const password = typeof request.body?.password === 'string' ? request.body.password : '';
      const passwordError = passwordFieldError(password);
      rejectFieldErrors(passwordError ? { password: passwordError } : {});
      const token = request.body?.token;
      const claim = typeof token === 'string' && token.length <= 500 ? parseInvitationToken(deps.config.JWT_SECRET, token) : null;
      if (!claim) throw invitationErrors.invalid();

      const result = await acceptInvitation(
        { store: deps.store, vault: deps.vault, now: deps.clock(), passwords: app.passwords },
        claim,
        password,
        commandContextOf(request as never),
      );
      // A log-in right after must find the password.
      if (result.position)
        await deps.readModels.waitFor(result.position, { projections: ['user_accounts'], timeoutMs: deps.config.PROJECTION_WAIT_MS });
      // The password is set and the email verified as stored, whatever the read model has caught
      // up with. The account itself is older than any link to it (the mail worker sends only once
      // it is projected).
      const account = await findAccountById(deps.db, claim.userId);
      if (!account) throw new DomainError('precondition', 'NOT_READY', 'Your account is still being set up. Please try again.');
      assertAvailable(account);
      return ok(INVITATION_ACCEPTED, await sessionFor(app, { ...account, email_verified: true }));
    },
    // As log-in: the token is a secret that must not be guessable by trying.
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
};
