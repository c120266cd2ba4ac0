import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@contract/admin';
import { changeUserStatus } from '../../../commands/users/administration';
import { requestEmailVerification } from '../../../commands/users/email-verification';
import { DomainError } from '@domain/shared/errors';
import { findAccountById } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { adminUsers, storedAdminUser, waitForUsers } from './admin-user';

/**
 * §2.6 Users list: every account and its status menu. Super users only. Deletion is
 * DELETE /api/v1/users/delete-account/{id}, which super users may call for anyone.
 */
export const usersAdminRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, adminEndpoints.users, async (request) => ok('Users', await adminUsers(deps, { role: request.query.role })));

  route(app, adminEndpoints.updateUserStatus, async (request) => {
    const { id } = request.params;
    if (id === request.account!.id) throw new DomainError('conflict', 'CANNOT_CHANGE_SELF', 'You cannot change your own status');
    const result = await changeUserStatus(
      deps.store,
      { userId: id, status: request.body.status, now: deps.clock() },
      commandContextOf(request),
    );
    await waitForUsers(deps, result.position);
    return ok('User updated successfully', await storedAdminUser(deps, id));
  });

  // 'Invite Non-user' (§2.6): someone who signed up but never confirmed their email is not yet
  // a user; this sends them the invitation to finish (a fresh verification link), at most once
  // a minute like their own resend.
  route(app, adminEndpoints.inviteNonUser, async (request) => {
    const { id } = request.params;
    const account = await findAccountById(deps.db, id);
    if (!account || account.status === 'deleted') throw new DomainError('not_found', 'USER_NOT_FOUND', 'User not found');
    if (account.email_verified) throw new DomainError('conflict', 'ALREADY_A_USER', 'This person has already confirmed their email');
    await requestEmailVerification(
      { store: deps.store, vault: deps.vault, now: deps.clock(), verificationTtlHours: deps.config.VERIFICATION_TTL_HOURS },
      id,
      commandContextOf(request),
    );
    return ok('Invitation sent successfully', { id });
  });
};
