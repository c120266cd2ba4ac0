import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeUserStatus } from '../../../commands/users/administration';
import { requestEmailVerification } from '../../../commands/users/email-verification';
import { DomainError } from '@domain/shared/errors';
import { settableStatuses } from '@domain/users/user';
import { findAccountById } from '../../../projections/users/accounts-projection';
import { listUsersForAdmin } from '../../../projections/users/users-admin-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { adminUser, waitForUsers } from './admin-user';

const idParams = z.object({ id: z.string().min(1).max(100) });
const statusBody = z.object({
  status: z.enum(settableStatuses, { error: 'Status must be active, flagged or blocked' }),
});

/**
 * §2.6 Users list: every account and its status menu. Super users only. Deletion is
 * DELETE /api/v1/users/delete-account/{id}, which super users may call for anyone.
 */
export const usersAdminRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration'];

  api.get(
    '/api/v1/users/all-users',
    {
      schema: {
        tags,
        summary: 'Every account (not deleted), newest first; role filters Students/Teachers',
        querystring: z.object({ role: z.enum(['student', 'teacher']).optional() }),
        response: { 200: envelope(z.array(adminUser)), ...errorResponses },
      },
      onRequest: app.requireSuperUser,
    },
    async (request) => ok('Users', await listUsersForAdmin(deps.db, { role: request.query.role })),
  );

  api.patch(
    '/api/v1/users/update-user-status/:id',
    {
      schema: {
        tags,
        summary: 'Set a user active, flagged or blocked (409 when it already is)',
        params: idParams,
        body: statusBody,
        response: { 200: envelope(adminUser), ...errorResponses },
      },
      onRequest: app.requireSuperUser,
    },
    async (request) => {
      const { id } = request.params;
      if (id === request.account!.id) throw new DomainError('conflict', 'CANNOT_CHANGE_SELF', 'You cannot change your own status');
      const result = await changeUserStatus(deps.store, { userId: id, status: request.body.status, now: deps.clock() }, commandContextOf(request));
      await waitForUsers(deps, result.position);
      const [row] = (await listUsersForAdmin(deps.db)).filter((user) => user.id === id);
      if (!row) throw new DomainError('not_found', 'USER_NOT_FOUND', 'User not found');
      return ok('User updated successfully', row);
    },
  );

  // 'Invite Non-user' (§2.6): someone who signed up but never confirmed their email is not yet
  // a user; this sends them the invitation to finish (a fresh verification link), at most once
  // a minute like their own resend.
  api.post(
    '/api/v1/users/invite-non-user/:id',
    {
      schema: {
        tags,
        summary: 'Send an unconfirmed account a new link to finish signing up',
        params: idParams,
        response: { 200: envelope(z.object({ id: z.string() })), ...errorResponses },
      },
      onRequest: app.requireSuperUser,
    },
    async (request) => {
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
    },
  );
};
