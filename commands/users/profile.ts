import { DomainError, isDomainError } from '@domain/shared/errors';
import { SCHOOL_NO_LONGER_LISTED } from '@domain/schools/fields';
import { isLiveSchool, type SchoolDirectoryState } from '@domain/schools/school-directory';
import { profileMessages, toE164, UNLISTED_SCHOOL, type ProfileBody, type SchoolChoice } from '@domain/users/profile-rules';
import { profileTarget, type ProfileFacts, type UserRole } from '@domain/users/user';
import type { Position } from '../event-store/port';
import type { CommandContext } from '../handler/command-handler';
import { ensureCustomSchool } from '../schools/ensure-custom-school';
import { loadCurrentSchools } from '../schools/current-schools';
import { usernameDigest } from './digests';
import type { UserCommandEnvironment } from './register-user';
import { checkReservation, checkUser, runReservation, runUserCommand } from './user-command';

export interface ProfileInput {
  userId: string;
  role: UserRole;
  choice: SchoolChoice;
  /** Already checked against profileBodySchema(role, choice). */
  body: ProfileBody;
}

const later = (a: Position | null, b: Position | null): Position | null => (a === null ? b : b === null ? a : a > b ? a : b);

/** A broken profile rule, with its message under the field. */
export const invalidField = (field: string, message: string) =>
  new DomainError('validation', 'VALIDATION_FAILED', message, { [field]: message });

/** The school the profile names: a listed one, or an Unlisted one made from the typed names. */
const resolveSchool = async (env: UserCommandEnvironment, input: ProfileInput, context: CommandContext) => {
  const { body, choice } = input;
  if (choice === 'custom-locality') {
    return ensureCustomSchool(
      env.store,
      { schoolName: body.custom_school_name!, customLocalityName: body.custom_locality_name! },
      context,
      env.now,
    );
  }
  if (choice === 'custom-school') {
    return ensureCustomSchool(env.store, { schoolName: body.custom_school_name!, localityId: body.locality! }, context, env.now);
  }
  if (body.school_id === UNLISTED_SCHOOL) throw invalidField('school_id', profileMessages.school);
  return { ...(await listedSchool(env, body.school_id!)), position: null };
};

/** A school of the list that is still live (not removed or merged), with its locality. */
export const listedSchool = async (env: Pick<UserCommandEnvironment, 'store'>, schoolId: string) =>
  listedSchoolIn(await loadCurrentSchools(env.store), schoolId);

/** The same, against a directory already read (a group of imported people is checked against one). */
export const listedSchoolIn = (directory: SchoolDirectoryState, schoolId: string) => {
  const school = directory.schools.get(schoolId);
  if (!school) throw invalidField('school_id', profileMessages.school);
  if (!isLiveSchool(school)) throw invalidField('school_id', SCHOOL_NO_LONGER_LISTED);
  return { schoolId: school.id, localityId: school.localityId };
};

const checkBirthday = (env: UserCommandEnvironment, birthday: string) => {
  if (birthday >= env.now.toISOString().slice(0, 10)) throw invalidField('birthday', profileMessages.birthday);
};

const factsOf = async (
  env: UserCommandEnvironment,
  input: ProfileInput,
  school: { schoolId: string; localityId: string },
): Promise<ProfileFacts> => {
  const { body, choice, role, userId } = input;
  const sealed = await env.vault.seal(userId, {
    fullname: body.fullname,
    username: body.username,
    birthday: body.birthday,
    gender: body.gender,
    countryCode: body.country_code,
    phone: body.phone,
    phoneE164: toE164(body.country_code, body.phone),
  });
  return {
    schoolId: school.schoolId,
    localityId: school.localityId,
    grade: role === 'student' ? (body.grade ?? null) : null,
    yearsOfExperience: role === 'teacher' ? (body.yearsOfExperience ?? null) : null,
    teacherRole: role === 'teacher' ? (body.teacher_role ?? null) : null,
    customLocalityName: choice === 'custom-locality' ? (body.custom_locality_name ?? null) : null,
    customSchoolName: choice === 'listed' ? null : (body.custom_school_name ?? null),
    sealed,
  };
};

/**
 * The wizard's submit. Whatever can refuse it (the account, its role, a profile already
 * there, the username taken) is checked before the custom school is written, so a refused
 * request stores nothing. The username is then reserved (one account per username, decided
 * on the username's own stream); if the profile still cannot be written (a concurrent
 * request won) the reservation is given back, so a failed attempt never keeps a name from anyone.
 */
export const completeProfile = async (env: UserCommandEnvironment, input: ProfileInput, context: CommandContext) => {
  checkBirthday(env, input.body.birthday);
  const digest = usernameDigest(input.body.username);
  const at = env.now.toISOString();
  const reserve = { type: 'Reserve' as const, userId: input.userId, at };
  await checkUser(env.store, input.userId, context, (state) => profileTarget(state, input.role, 'complete'));
  await checkReservation(env.store, 'username', digest, reserve, context);
  const school = await resolveSchool(env, input, context);
  const reservation = await runReservation(env.store, 'username', digest, reserve, context);
  try {
    const result = await runUserCommand(
      env.store,
      input.userId,
      {
        type: 'CompleteProfile',
        role: input.role,
        usernameDigest: digest,
        profile: await factsOf(env, input, school),
        by: context.userId ?? input.userId,
        at,
      },
      context,
    );
    return { position: later(school.position, result.position) };
  } catch (error) {
    if (isDomainError(error) && reservation.events.length > 0 && !reservation.replayed) {
      await runReservation(
        env.store,
        'username',
        digest,
        { type: 'Release', userId: input.userId, at },
        { ...context, commandId: `${context.commandId}:release` },
      );
    }
    throw error;
  }
};

/**
 * A profile page edit: the whole profile again with one field changed; the username stays.
 * The account is checked before a custom school is written (a refused request stores nothing).
 */
export const updateProfile = async (env: UserCommandEnvironment, input: ProfileInput, context: CommandContext) => {
  checkBirthday(env, input.body.birthday);
  await checkUser(env.store, input.userId, context, (state) => profileTarget(state, input.role, 'update'));
  const school = await resolveSchool(env, input, context);
  const result = await runUserCommand(
    env.store,
    input.userId,
    {
      type: 'UpdateProfile',
      role: input.role,
      profile: await factsOf(env, input, school),
      by: context.userId ?? input.userId,
      at: env.now.toISOString(),
    },
    context,
  );
  return { position: later(school.position, result.position) };
};
