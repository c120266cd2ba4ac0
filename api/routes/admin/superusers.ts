import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointSuperUser, removeSuperUser } from '../../../commands/users/administration';
import { DomainError } from '@domain/shared/errors';
import { findAccountByEmail, findAccountById } from '../../../projections/users/accounts-projection';
import { listUsersForAdmin } from '../../../projections/users/users-admin-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { adminUser, waitForUsers } from './admin-user';

export const INVITE_FIELDS_MESSAGE = 'Please fill in both name and email fields';
const MAX_SUGGESTIONS = 5;

const inviteBody = z.object({ username: z.unknown(), email: z.unknown(), userId: z.unknown() }).partial();
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** §2.6 Superusers list: who they are, 'Invite a Superuser' from existing users, removal. */
export const superusersRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration'];

  api.get(
    '/api/v1/users/superusers',
    {
      schema: { tags, summary: 'Every super user', response: { 200: envelope(z.array(adminUser)), ...errorResponses } },
      onRequest: app.requireSuperUser,
    },
    async () => ok('Super users', await listUsersForAdmin(deps.db, { globalRole: 'superuser' })),
  );

  api.get(
    '/api/v1/users/superuser-suggestions',
    {
      schema: {
        tags,
        summary: `At most ${MAX_SUGGESTIONS} existing users who are not super users, matching name, username or email`,
        querystring: z.object({ q: z.string().max(200).default('') }),
        response: { 200: envelope(z.array(adminUser)), ...errorResponses },
      },
      onRequest: app.requireSuperUser,
    },
    async (request) => {
      const query = request.query.q.trim().toLowerCase();
      const candidates = await listUsersForAdmin(deps.db, { globalRole: 'user' });
      const matches = candidates.filter((user) =>
        [user.fullname, user.username, user.email].some((value) => value?.toLowerCase().includes(query)),
      );
      return ok('Suggestions', matches.slice(0, MAX_SUGGESTIONS));
    },
  );

  /** The invited person is found by email: only existing, verified accounts can become super users. */
  const targetOf = async (body: z.infer<typeof inviteBody>, requireBoth: boolean) => {
    const email = text(body.email).toLowerCase();
    const name = text(body.username);
    const userId = text(body.userId);
    if (userId) return findAccountById(deps.db, userId);
    if (!email || (requireBoth && !name)) {
      throw new DomainError('validation', 'INVITE_FIELDS_REQUIRED', INVITE_FIELDS_MESSAGE, {
        ...(!name && requireBoth ? { username: INVITE_FIELDS_MESSAGE } : {}),
        ...(!email ? { email: INVITE_FIELDS_MESSAGE } : {}),
      });
    }
    return findAccountByEmail(deps.db, email);
  };

  const change = (path: string, appoint: boolean) =>
    api.patch(
      path,
      {
        schema: {
          tags,
          summary: appoint ? 'Make an existing user a super user (found by email)' : 'Take the super-user role away (never from yourself)',
          body: inviteBody,
          response: { 200: envelope(adminUser), ...errorResponses },
        },
        onRequest: app.requireSuperUser,
      },
      async (request) => {
        const account = await targetOf(request.body, appoint);
        if (!account || account.status === 'deleted') {
          throw new DomainError('not_found', 'USER_NOT_FOUND', 'No user has this email. Only people with an account can become super users.');
        }
        const command = appoint ? appointSuperUser : removeSuperUser;
        const result = await command(deps.store, { userId: account.id, now: deps.clock() }, commandContextOf(request));
        await waitForUsers(deps, result.position);
        const [row] = (await listUsersForAdmin(deps.db)).filter((user) => user.id === account.id);
        return ok(appoint ? 'Invitation sent successfully' : 'Super user removed successfully', row!);
      },
    );

  change('/api/v1/users/send-superuser-invite', true);
  change('/api/v1/users/remove-superuser-invite', false);
};
