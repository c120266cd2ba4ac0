import type { FastifyInstance } from 'fastify';
import { requestEmailVerification, verifyEmail } from '../../../commands/users/email-verification';
import { findUserIdByEmail, registerUser } from '../../../commands/users/register-user';
import { languageOf } from '../../plugins/language';
import { parseVerificationToken } from '../../../commands/users/verification-token';
import { usersEndpoints } from '@contract/users';
import { DomainError } from '@domain/shared/errors';
import { PASSWORD_MIN_LENGTH, RESEND_COOLDOWN_SECONDS } from '@domain/users/profile-rules';
import { userRoles } from '@domain/users/user';
import { findAccountByEmail, findAccountById } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route, type ContractRequest } from '../../lib/route';
import { credentialFieldErrors, rejectFieldErrors } from './credential-fields';
import { invitationRoutes } from './invitation';
import { lookupUserOf, sessionFor } from './session';

const ROLE_MESSAGE = 'Please choose student or teacher';
const INVITATION_RESENT = 'We emailed you a new invitation link. Please check your inbox.';

/** Field-by-field like the form, so the answer carries every field's message at once. */
const validateSignup = (body: ContractRequest<typeof usersEndpoints.register>['body'], domains: readonly string[]) => {
  const { email, password, fieldErrors } = credentialFieldErrors(body, domains);
  const role = userRoles.find((candidate) => candidate === body.role);
  if (!role) fieldErrors.role = ROLE_MESSAGE;
  rejectFieldErrors(fieldErrors);
  return { email, password, role: role! };
};

export const signupRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const environment = () => ({
    store: deps.store,
    vault: deps.vault,
    now: deps.clock(),
    verificationTtlHours: deps.config.VERIFICATION_TTL_HOURS,
    passwords: app.passwords,
  });
  const waitForAccounts = async (position: string | null) => {
    if (position) await deps.readModels.waitFor(position, { projections: ['user_accounts'], timeoutMs: deps.config.PROJECTION_WAIT_MS });
  };
  // Sign-up's other door: accounts an organiser made, whose owners set their password.
  await app.register(invitationRoutes, deps);

  route(app, usersEndpoints.authSettings, async () =>
    ok('Sign-up settings', {
      allowedEmailDomains: deps.config.ALLOWED_EMAIL_DOMAINS,
      passwordMinLength: PASSWORD_MIN_LENGTH,
      resendCooldownSeconds: RESEND_COOLDOWN_SECONDS,
      testEmailConfirmation: deps.config.TEST_EMAIL_CONFIRMATION,
    }),
  );

  route(
    app,
    usersEndpoints.register,
    async (request) => {
      const { email, password, role } = validateSignup(request.body, deps.config.ALLOWED_EMAIL_DOMAINS);
      const { userId, position } = await registerUser(
        environment(),
        { email, password, role, globalRole: 'user', language: request.body.language ?? languageOf(request) },
        commandContextOf(request as never),
      );
      // A log-in right after sign-up must find the account (and say it needs verifying).
      await waitForAccounts(position);
      return ok('Sign up successful! Please check your email to verify your account.', { userId, email: email.toLowerCase() });
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );

  route(
    app,
    usersEndpoints.resendVerification,
    async (request, reply) => {
      const userId = await findUserIdByEmail(deps.store, request.body.email);
      if (!userId) throw new DomainError('not_found', 'USER_NOT_FOUND', 'No account uses this email. Please sign up.');
      let invited = false;
      try {
        const { events } = await requestEmailVerification(environment(), userId, commandContextOf(request as never));
        // An invited account still without a password gets its invitation again instead.
        invited = events.some((event) => event.type === 'InvitationIssued');
      } catch (error) {
        const seconds = error instanceof DomainError && error.code === 'RESEND_TOO_SOON' ? /(\d+)/.exec(error.message)?.[1] : undefined;
        if (seconds) reply.header('Retry-After', seconds);
        throw error;
      }
      const message = invited ? INVITATION_RESENT : 'Verification email sent successfully! Please check your inbox.';
      return ok(message, { cooldownSeconds: RESEND_COOLDOWN_SECONDS });
    },
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
  );

  route(
    app,
    usersEndpoints.verifyEmail,
    async (request) => {
      const claim = parseVerificationToken(deps.config.JWT_SECRET, request.body.token);
      if (!claim) throw new DomainError('validation', 'VERIFICATION_INVALID', 'This verification link is invalid or has expired.');
      const result = await verifyEmail(environment(), claim, commandContextOf(request as never));
      await waitForAccounts(result.position);
      // The email is verified as stored, whatever the read model has caught up with. The account
      // itself is older than any link to it (the mail worker sends only once it is projected).
      const account = await findAccountById(deps.db, claim.userId);
      if (!account) throw new DomainError('precondition', 'NOT_READY', 'Your account is still being set up. Please try again.');
      return ok('Email verified successfully', await sessionFor(app, { ...account, email_verified: true }));
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  route(
    app,
    usersEndpoints.userIdByEmail,
    async (request) => {
      const account = await findAccountByEmail(deps.db, request.body.email);
      if (!account || account.status === 'deleted') throw new DomainError('not_found', 'USER_NOT_FOUND', 'User not found');
      // Signed in or not, both may call it (the confirmation page asks right after verifying):
      // a token that does not hold is read as no token.
      const caller = request.headers.authorization
        ? await app.authenticate(request as never).then(
            () => request.account,
            () => null,
          )
        : null;
      return ok('User found', { user: lookupUserOf(account, caller) });
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
};
