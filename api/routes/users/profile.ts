import type { FastifyInstance, FastifyRequest } from 'fastify';
import { completeProfile, updateProfile } from '../../../commands/users/profile';
import { completeProfileEndpoints, updateProfileEndpoints, usersEndpoints } from '@contract/users';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { profileBodySchema, UNLISTED_SCHOOL, type ProfileBody, type SchoolChoice } from '@domain/users/profile-rules';
import { userErrors } from '@domain/users/user';
import { schoolsListProjection } from '../../../projections/schools/schools-list';
import { localitiesListProjection } from '../../../projections/schools/localities-list';
import { findAccountById, type AccountRow } from '../../../projections/users/accounts-projection';
import { localityRowsProjection } from '../../../projections/schools/locality-rows';
import { auditHistoryProjection } from '../../../projections/audit/audit-history';
import { organiserViewsProjection } from '../../../projections/organisers/organiser-views/organiser-views';
import { usersAdminListProjection } from '../../../projections/users/users-admin-list';
import { registrationViewsProjection } from '../../../projections/registrations/registration-views/registration-views';
import { delegationViewsProjection } from '../../../projections/delegations/delegation-views';
import { eventCommitteeViewsProjection } from '../../../projections/workspace/event-committee-views/event-committee-views';
import { eventLeaderViewsProjection } from '../../../projections/workspace/event-leader-views/event-leader-views';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { assertSelfOrSuperUser } from './account';
import { loadProfileView, storedProfileView } from './profile-view';

const roles = ['student', 'teacher'] as const;
const schoolChoices = ['listed', 'custom-locality', 'custom-school'] as const satisfies readonly SchoolChoice[];

/** The update endpoints take any of the three shapes; which one is told by the fields present. */
const choiceOf = (body: Record<string, unknown>): SchoolChoice => {
  if (body.custom_locality_name !== undefined && body.custom_locality_name !== null && body.custom_locality_name !== '')
    return 'custom-locality';
  if (body.school_id === UNLISTED_SCHOOL) return 'custom-school';
  return 'listed';
};

const onlyOwnProfile = (request: Pick<FastifyRequest, 'account'>, userId: string) => {
  if (request.account?.id !== userId) throw new DomainError('forbidden', 'NOT_YOUR_PROFILE', 'You can only change your own profile');
};

export const profileRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const environment = () => ({ store: deps.store, vault: deps.vault, now: deps.clock() });
  // The super user's locality rows count students: they show a new profile as soon as it is saved;
  // the committees' chairs and the leadership roles show the new name and phone.
  const readModels = [
    'user_accounts',
    usersAdminListProjection.name,
    'user_profiles',
    schoolsListProjection.name,
    localitiesListProjection.name,
    localityRowsProjection.name,
    registrationViewsProjection.name,
    delegationViewsProjection.name,
    auditHistoryProjection.name,
    organiserViewsProjection.name,
    eventCommitteeViewsProjection.name,
    eventLeaderViewsProjection.name,
  ];

  /** The profile as stored (see storedProfileView), once the lists that show it have caught up (bounded). */
  const answer = async (account: AccountRow, position: string | null) => {
    if (position) await deps.readModels.waitFor(position, { projections: readModels, timeoutMs: deps.config.PROJECTION_WAIT_MS });
    return storedProfileView(deps, account);
  };

  for (const role of roles) {
    for (const choice of schoolChoices) {
      route(app, completeProfileEndpoints[role][choice], async (request) => {
        const { userId } = request.params;
        onlyOwnProfile(request, userId);
        const body = parseOrReject(profileBodySchema(role, choice), request.body) as ProfileBody;
        const result = await completeProfile(environment(), { userId, role, choice, body }, commandContextOf(request as never));
        return ok('Profile created successfully', await answer(request.account!, result.position));
      });
    }
  }

  for (const role of roles) {
    route(app, updateProfileEndpoints[role], async (request) => {
      const { userId } = request.params;
      onlyOwnProfile(request, userId);
      const current = await loadProfileView(deps.db, request.account!);
      if (!current.hasProfile) throw userErrors.profileMissing();
      const { email, avatar: _avatar, ...fields } = request.body;
      if (email !== undefined && email !== null && email !== current.email) {
        throw new DomainError('validation', 'EMAIL_NOT_CHANGEABLE', 'Your email cannot be changed here', {
          email: 'Your email cannot be changed here',
        });
      }
      // The username is generated once and never edited (spec §2.5).
      const withUsername = { ...fields, username: current.username ?? fields.username };
      if (fields.username !== undefined && fields.username !== current.username) {
        throw new DomainError('validation', 'USERNAME_NOT_CHANGEABLE', 'The username cannot be changed', {
          username: 'The username cannot be changed',
        });
      }
      const choice = choiceOf(withUsername);
      const body = parseOrReject(profileBodySchema(role, choice), withUsername) as ProfileBody;
      const result = await updateProfile(environment(), { userId, role, choice, body }, commandContextOf(request as never));
      return ok('Profile updated successfully', await answer(request.account!, result.position));
    });
  }

  route(app, usersEndpoints.userProfile, async (request) => {
    const { userId } = request.params;
    assertSelfOrSuperUser(request, userId, 'read the profile of');
    const account = await findAccountById(deps.db, userId);
    if (!account || account.status === 'deleted') throw new DomainError('not_found', 'USER_NOT_FOUND', 'User not found');
    return ok('Profile', await loadProfileView(deps.db, account));
  });
};
