import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeAvatar } from '../../../commands/users/change-avatar';
import { changePassword } from '../../../commands/users/change-password';
import { deleteAccount } from '../../../commands/users/delete-account';
import { usersEndpoints } from '@contract/users';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { changePasswordSchema, passwordMessages } from '@domain/users/profile-rules';
import { listEvidenceFileUrlsOfUser } from '../../../projections/organisers/organisers-list';
import { findAccountById, userAccountsProjection } from '../../../projections/users/accounts-projection';
import { runUserCommand } from '../../../commands/users/user-command';
import { openSealed, sealedAvatar } from '../../../projections/users/sealed';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { uploadUrl } from '../../plugins/uploads';
import { evidenceFileName } from '../organisers/evidence-documents';
import { imageTypes } from '../../uploads/sniff-file-type';
import { leaveAllEvents } from './leave-all-events';
import { auditHistoryProjection } from '../../../projections/audit/audit-history';
import { organiserViewsProjection } from '../../../projections/organisers/organiser-views/organiser-views';
import { usersAdminListProjection } from '../../../projections/users/users-admin-list';
import { registrationViewsProjection } from '../../../projections/registrations/registration-views/registration-views';
import { eventCommitteeViewsProjection } from '../../../projections/workspace/event-committee-views/event-committee-views';
import { eventLeaderViewsProjection } from '../../../projections/workspace/event-leader-views/event-leader-views';

/** Avatars show at most a few hundred pixels wide; they are stored no larger. */
const AVATAR_MAX_SIDE = 512;

/** Spec §6: a user acts on their own account; a super user may act on anyone's. */
export const assertSelfOrSuperUser = (request: Pick<FastifyRequest, 'account'>, userId: string, what: string) => {
  const account = request.account;
  if (account && (account.id === userId || account.global_role === 'superuser')) return;
  throw new DomainError('forbidden', 'NOT_YOUR_ACCOUNT', `You can only ${what} your own account`);
};

const storedNameOf = (avatarUrl: string | null) => avatarUrl?.split('/').pop() ?? null;

export const accountRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const environment = () => ({ store: deps.store, vault: deps.vault, now: deps.clock(), passwords: app.passwords });
  const waitForUsers = async (position: string | null) => {
    if (position) {
      await deps.readModels.waitFor(position, {
        projections: [
          'user_accounts',
          usersAdminListProjection.name,
          'user_profiles',
          registrationViewsProjection.name,
          auditHistoryProjection.name,
          organiserViewsProjection.name,
          eventCommitteeViewsProjection.name,
          eventLeaderViewsProjection.name,
        ],
        timeoutMs: deps.config.PROJECTION_WAIT_MS,
      });
    }
  };

  route(app, usersEndpoints.me, async (request) => {
    const account = request.account!;
    return ok('Current user', {
      id: account.id,
      role: account.role,
      global_role: account.global_role,
      organiserId: account.organiser_id,
      hasProfile: account.has_profile,
      email: account.email,
      avatar: account.avatar_url,
      language: account.language,
    });
  });

  route(app, usersEndpoints.chooseLanguage, async (request) => {
    const { language } = request.body;
    const userId = request.account!.id;
    const context = commandContextOf(request as never);
    const { position } = await runUserCommand(
      deps.store,
      userId,
      { type: 'ChooseLanguage', language, by: context.userId ?? userId, at: deps.clock().toISOString() },
      context,
    );
    // The next request's messages come in the new language: it reads the accounts read model.
    if (position)
      await deps.readModels.waitFor(position, { projections: [userAccountsProjection.name], timeoutMs: deps.config.PROJECTION_WAIT_MS });
    return ok('Language saved', { language });
  });

  route(
    app,
    usersEndpoints.changePassword,
    async (request) => {
      const { currentPassword, newPassword } = parseOrReject(changePasswordSchema, request.body ?? {});
      const account = request.account!;
      // Someone at an unlocked screen must not be able to lock the owner out.
      if (!(await app.passwords.verify(account.password_hash, currentPassword))) {
        throw new DomainError('validation', 'CURRENT_PASSWORD_WRONG', passwordMessages.currentWrong, {
          currentPassword: passwordMessages.currentWrong,
        });
      }
      const result = await changePassword(environment(), account.id, newPassword, commandContextOf(request as never));
      // Every other session ends (a stolen token or refresh token included); this one carries on with new tokens.
      await app.refreshTokens.revokeAll(account.id);
      await app.endSessionsBefore(account.id);
      await waitForUsers(result.position);
      return ok(passwordMessages.updated, await app.issueSession(account));
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );

  route(app, usersEndpoints.deleteAccount, async (request) => {
    const { userId } = request.params;
    assertSelfOrSuperUser(request, userId, 'delete');
    const account = await findAccountById(deps.db, userId);
    if (!account) throw new DomainError('not_found', 'USER_NOT_FOUND', 'User not found');
    // Super users leave the roster first (commands/users/administration.ts), where racing
    // removals are serialised: otherwise two could delete each other and leave none.
    if (account.global_role === 'superuser' && account.status !== 'deleted') {
      throw new DomainError(
        'conflict',
        'SUPERUSER_ACCOUNT',
        'A super user account can be deleted once another super user has removed its super-user role',
      );
    }
    const context = commandContextOf(request as never);
    // Their seats, chairs and roles go back to the events first, while the username is still known.
    await leaveAllEvents(deps, { userId, username: account.username }, context);
    const result = await deleteAccount(environment(), userId, context);
    await app.refreshTokens.revokeAll(userId);
    // Its open notification sockets close at once, on every API instance.
    await app.endSessionsBefore(userId);
    // The person's files go with them: the avatar and any organiser evidence (letters, IDs).
    const avatar = storedNameOf(account.avatar_url);
    if (avatar) await app.storage.remove(avatar);
    for (const url of await listEvidenceFileUrlsOfUser(deps.db, userId)) {
      const name = evidenceFileName(url);
      if (name) await app.storage.remove(name);
    }
    await waitForUsers(result.position);
    return ok('Account deleted successfully', null);
  });

  route(
    app,
    usersEndpoints.uploadAvatar,
    async (request) => {
      const { userId } = request.params;
      assertSelfOrSuperUser(request, userId, 'change the picture of');
      const before = await findAccountById(deps.db, userId);
      if (!before || before.status === 'deleted') throw new DomainError('not_found', 'USER_NOT_FOUND', 'User not found');
      const file = await app.readSingleFile(request as never, {
        field: 'avatar',
        maxBytes: deps.config.AVATAR_MAX_BYTES,
        allowed: imageTypes,
        maxImageSide: AVATAR_MAX_SIDE,
      });
      const { name } = await app.storage.put(file.bytes, file.type, { ownerId: userId, purpose: 'avatar' });
      const avatarUrl = uploadUrl(name);
      let result;
      try {
        result = await changeAvatar(environment(), userId, avatarUrl, commandContextOf(request as never));
        await waitForUsers(result.position);
      } catch (error) {
        await app.storage.remove(name);
        throw error;
      }
      // A retry keeps the picture its first request stored: this copy is not the account's.
      if (result.replayed) {
        await app.storage.remove(name);
        const stored = result.events.find((event) => event.type === 'AvatarChanged');
        const first = stored?.type === 'AvatarChanged' ? await openSealed(deps.db, userId, stored.data.sealed, sealedAvatar) : null;
        return ok('Avatar uploaded successfully', { avatarUrl: first?.avatarUrl ?? avatarUrl });
      }
      const previous = storedNameOf(before.avatar_url);
      if (previous && previous !== name) await app.storage.remove(previous);
      return ok('Avatar uploaded successfully', { avatarUrl });
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
};
