import type { FastifyInstance } from 'fastify';
import { adminEndpoints, MAX_SUGGESTIONS } from '@contract/admin';
import { appointSuperUser, removeSuperUser } from '../../../commands/users/administration';
import { DomainError } from '@domain/shared/errors';
import { findAccountByEmail, findAccountById } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route, type ContractRequest } from '../../lib/route';
import { adminUsers, storedAdminUser, waitForUsers } from './admin-user';

export const INVITE_FIELDS_MESSAGE = 'Please fill in both name and email fields';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type TargetRequest = ContractRequest<typeof adminEndpoints.sendSuperuserInvite>;

/** §2.6 Superusers list: who they are, 'Invite a Superuser' from existing users, removal. */
export const superusersRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, adminEndpoints.superusers, async () => ok('Super users', await adminUsers(deps, { globalRole: 'superuser' })));

  route(app, adminEndpoints.superuserSuggestions, async (request) => {
    const query = request.query.q.trim().toLowerCase();
    const candidates = await adminUsers(deps, { globalRole: 'user' });
    const matches = candidates.filter((user) =>
      [user.fullname, user.username, user.email].some((value) => value?.toLowerCase().includes(query)),
    );
    return ok('Suggestions', matches.slice(0, MAX_SUGGESTIONS));
  });

  /** The invited person is found by email: only existing, verified accounts can become super users. */
  const targetOf = async (body: TargetRequest['body'], requireBoth: boolean) => {
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

  const change = (appoint: boolean) => async (request: TargetRequest) => {
    const account = await targetOf(request.body, appoint);
    if (!account || account.status === 'deleted') {
      throw new DomainError('not_found', 'USER_NOT_FOUND', 'No user has this email. Only people with an account can become super users.');
    }
    const command = appoint ? appointSuperUser : removeSuperUser;
    const result = await command(deps.store, { userId: account.id, now: deps.clock() }, commandContextOf(request));
    await waitForUsers(deps, result.position);
    return ok(appoint ? 'Invitation sent successfully' : 'Super user removed successfully', await storedAdminUser(deps, account.id));
  };

  route(app, adminEndpoints.sendSuperuserInvite, change(true));
  route(app, adminEndpoints.removeSuperuser, change(false));
};
