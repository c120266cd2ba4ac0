import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeProfile, updateProfile } from '../../../commands/users/profile';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { profileBodySchema, UNLISTED_SCHOOL, type ProfileBody, type SchoolChoice } from '@domain/users/profile-rules';
import { userErrors, type UserRole } from '@domain/users/user';
import { schoolsListProjection } from '../../../projections/schools/schools-list';
import { localitiesListProjection } from '../../../projections/schools/localities-list';
import { findAccountById } from '../../../projections/users/accounts-projection';
import { localityRowsProjection } from '../../../projections/schools/locality-rows';
import { registrationViewsProjection } from '../../../projections/registrations/registration-views/registration-views';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { assertSelfOrSuperUser } from './account';
import { loadProfileView, profileView } from './profile-view';

const userParams = z.object({ userId: z.string().min(1).max(100) });
/** Checked field by field by profileBodySchema, so every message is the spec's own. */
const anyBody = z.record(z.string(), z.unknown());

/** The create endpoints of spec §7: one per role and per way of naming the school. */
const createPaths: Array<{ role: UserRole; choice: SchoolChoice; path: string }> = (['student', 'teacher'] as const).flatMap((role) => [
  { role, choice: 'listed' as const, path: `/api/v1/users/${role}-profile/:userId` },
  { role, choice: 'custom-locality' as const, path: `/api/v1/users/${role}-profile-and-custom-locality/:userId` },
  { role, choice: 'custom-school' as const, path: `/api/v1/users/${role}-profile-custom-school-name/:userId` },
]);

/** The update endpoints take any of the three shapes; which one is told by the fields present. */
const choiceOf = (body: Record<string, unknown>): SchoolChoice => {
  if (body.custom_locality_name !== undefined && body.custom_locality_name !== null && body.custom_locality_name !== '') return 'custom-locality';
  if (body.school_id === UNLISTED_SCHOOL) return 'custom-school';
  return 'listed';
};

const onlyOwnProfile = (request: FastifyRequest, userId: string) => {
  if (request.account?.id !== userId) throw new DomainError('forbidden', 'NOT_YOUR_PROFILE', 'You can only change your own profile');
};

export const profileRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const environment = () => ({ store: deps.store, vault: deps.vault, now: deps.clock() });
  // The super user's locality rows count students: they show a new profile as soon as it is saved.
  const readModels = ['user_accounts', 'user_profiles', schoolsListProjection.name, localitiesListProjection.name, localityRowsProjection.name, registrationViewsProjection.name];

  const answer = async (userId: string, position: string | null) => {
    if (position) await deps.readModels.waitFor(position, { projections: readModels, timeoutMs: deps.config.PROJECTION_WAIT_MS });
    const account = await findAccountById(deps.db, userId);
    if (!account) throw new DomainError('not_found', 'USER_NOT_FOUND', 'User not found');
    return loadProfileView(deps.db, account);
  };

  for (const { role, choice, path } of createPaths) {
    api.patch(
      path,
      {
        schema: {
          tags: ['profiles'],
          summary: `Complete a ${role} profile (${choice} school)`,
          params: userParams,
          body: anyBody,
          response: { 200: envelope(profileView), ...errorResponses },
        },
        onRequest: app.authenticate,
      },
      async (request) => {
        const { userId } = request.params;
        onlyOwnProfile(request, userId);
        const body = parseOrReject(profileBodySchema(role, choice), request.body) as ProfileBody;
        const result = await completeProfile(environment(), { userId, role, choice, body }, commandContextOf(request));
        return ok('Profile created successfully', await answer(userId, result.position));
      },
    );
  }

  for (const role of ['student', 'teacher'] as const) {
    api.patch(
      `/api/v1/users/${role}-profile-update/:userId`,
      {
        schema: {
          tags: ['profiles'],
          summary: `Change fields of a ${role} profile (send the whole profile)`,
          params: userParams,
          body: anyBody,
          response: { 200: envelope(profileView), ...errorResponses },
        },
        onRequest: app.authenticate,
      },
      async (request) => {
        const { userId } = request.params;
        onlyOwnProfile(request, userId);
        const current = await loadProfileView(deps.db, request.account!);
        if (!current.hasProfile) throw userErrors.profileMissing();
        const { email, avatar: _avatar, ...fields } = request.body;
        if (email !== undefined && email !== null && email !== current.email) {
          throw new DomainError('validation', 'EMAIL_NOT_CHANGEABLE', 'Your email cannot be changed here', { email: 'Your email cannot be changed here' });
        }
        // The username is generated once and never edited (spec §2.5).
        const withUsername = { ...fields, username: current.username ?? fields.username };
        if (fields.username !== undefined && fields.username !== current.username) {
          throw new DomainError('validation', 'USERNAME_NOT_CHANGEABLE', 'The username cannot be changed', { username: 'The username cannot be changed' });
        }
        const choice = choiceOf(withUsername);
        const body = parseOrReject(profileBodySchema(role, choice), withUsername) as ProfileBody;
        const result = await updateProfile(environment(), { userId, role, choice, body }, commandContextOf(request));
        return ok('Profile updated successfully', await answer(userId, result.position));
      },
    );
  }

  api.get(
    '/api/v1/users/user-profile/:userId',
    {
      schema: { tags: ['profiles'], summary: "A user's profile (own, or anyone's for a super user)", params: userParams, response: { 200: envelope(profileView), ...errorResponses } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = request.params;
      assertSelfOrSuperUser(request, userId, 'read the profile of');
      const account = await findAccountById(deps.db, userId);
      if (!account || account.status === 'deleted') throw new DomainError('not_found', 'USER_NOT_FOUND', 'User not found');
      return ok('Profile', await loadProfileView(deps.db, account));
    },
  );
};
