import { createHash } from 'node:crypto';
import { UNLISTED_SCHOOL_ID } from '@domain/schools/pseudo-ids';
import { DomainError, isDomainError } from '@domain/shared/errors';
import { invitationExpiry } from '@domain/users/invitation';
import { invitedGrade, invitedName, invitedPhone } from '@domain/users/invited-profile';
import { generateUsername, profileMessages, type Gender } from '@domain/users/profile-rules';
import { normaliseEmail } from '@domain/users/reservation';
import type { ProfileFacts } from '@domain/users/user';
import type { Position } from '../event-store/port';
import type { CommandContext } from '../handler/command-handler';
import { emailDigest, usernameDigest, verificationRequestId } from './digests';
import { loadUser } from './load-user';
import { invalidField, listedSchool } from './profile';
import { findUserIdByEmail, type UserCommandEnvironment } from './register-user';
import { runReservation, runUserCommand } from './user-command';

export interface InviteUserInput {
  email: string;
  role: 'student' | 'teacher';
  fullName: string;
  /** A listed school, or the text as written when none matched. */
  schoolId: string | null;
  customSchoolName: string | null;
  grade: string | null;
  phone: string | null;
  gender?: Gender | null;
  /** Who invites, for the email's wording: e.g. the event's name. */
  invitedFor: { eventId: string; eventName: string };
  /** the organiser's user id */
  by: string;
}

export interface InviteUserResult {
  userId: string;
  /** False when an account already held the email: nothing was changed, the caller links it. */
  created: boolean;
  position: Position | null;
}

/** The new account's id, derived from the command id so that a retried call makes the same one. */
const invitedUserId = (commandId: string) => {
  const hex = createHash('sha256').update(`invited-user:${commandId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** Draws in [0, 1) that a retried call draws again, for the username's random parts. */
const seededRandom = (seed: string) => {
  let draw = 0;
  return () =>
    createHash('sha256')
      .update(`${seed}:${(draw += 1)}`)
      .digest()
      .readUInt32BE(0) /
    2 ** 32;
};

const USERNAME_ATTEMPTS = 20;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A username of the §3 shape (the profile page's rule checks it on every later edit), held
 * through its reservation stream like the wizard's. Candidates come in the same order on a
 * retry, so a retry finds the one it reserved before (held by this user: no new event).
 */
const reserveUsername = async (env: UserCommandEnvironment, name: string, userId: string, context: CommandContext) => {
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    const username = generateUsername(name, seededRandom(`${context.commandId}:${attempt}`));
    const digest = usernameDigest(username);
    try {
      await runReservation(env.store, 'username', digest, { type: 'Reserve', userId, at: env.now.toISOString() }, context);
      return { username, digest };
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'USERNAME_TAKEN') throw error;
    }
  }
  throw new DomainError('conflict', 'USERNAME_TAKEN', 'No free username was found for this name');
};

/** A listed school as the profile wizard's; otherwise the spreadsheet's text, for the invitee or a super user to place. */
const schoolOf = async (env: UserCommandEnvironment, input: InviteUserInput) => {
  if (input.schoolId && input.schoolId !== UNLISTED_SCHOOL_ID)
    return { ...(await listedSchool(env, input.schoolId)), customSchoolName: null };
  return { schoolId: UNLISTED_SCHOOL_ID, localityId: null, customSchoolName: input.customSchoolName?.trim() || null };
};

const profileOf = async (
  env: UserCommandEnvironment,
  input: InviteUserInput,
  school: Awaited<ReturnType<typeof schoolOf>>,
  { userId, username }: { userId: string; username: string },
): Promise<ProfileFacts> => {
  const phone = invitedPhone(input.phone);
  return {
    ...school,
    grade: input.role === 'student' ? invitedGrade(input.grade) : null,
    yearsOfExperience: null,
    teacherRole: null,
    customLocalityName: null,
    // The birthday (and a gender the sheet did not give) is not known yet: the profile page asks for it on the first edit.
    sealed: await env.vault.seal(userId, {
      fullname: invitedName(input.fullName),
      username,
      ...(input.gender ? { gender: input.gender } : {}),
      ...(phone ?? {}),
    }),
  };
};

/**
 * An account for someone an organiser imports: the role given, no password, the email not
 * verified, the profile filled from the spreadsheet, and an invitation email (a link to set the
 * password, valid 7 days). The email is reserved first, as at sign-up, and every append
 * derives its ids from the command id, so the same call retried finishes a half-done
 * invitation instead of making a second account. An email some account already holds
 * changes nothing: that account is returned with `created: false`.
 */
export const inviteUser = async (
  env: UserCommandEnvironment,
  input: InviteUserInput,
  context: CommandContext,
): Promise<InviteUserResult> => {
  const email = normaliseEmail(input.email);
  if (!EMAIL_SHAPE.test(email)) throw invalidField('email', 'Please enter a valid email address');
  if (!invitedName(input.fullName)) throw invalidField('fullName', profileMessages.personal);
  const existing = (userId: string): InviteUserResult => ({ userId, created: false, position: null });
  const ours = invitedUserId(context.commandId);
  const holder = await findUserIdByEmail(env.store, email);
  // Our own account (a retry after success) goes on, and is answered from the stored events.
  if (holder && holder !== ours && (await loadUser(env.store, holder)).status === 'registered') return existing(holder);
  // A holder without an account is a registration or invitation that stopped half-way: finish it here.
  const userId = holder ?? ours;
  // Checked before anything is reserved, so a refused school holds no email or username.
  const school = await schoolOf(env, input);
  const at = env.now.toISOString();
  const digest = emailDigest(email);
  try {
    await runReservation(env.store, 'email', digest, { type: 'Reserve', userId, at }, context);
  } catch (error) {
    // Taken a moment ago by a sign-up or another invitation: that account is the one to link.
    const winner = isDomainError(error) && error.code === 'EMAIL_TAKEN' ? await findUserIdByEmail(env.store, email) : null;
    if (winner) return existing(winner);
    throw error;
  }
  const username = await reserveUsername(env, invitedName(input.fullName), userId, context);
  try {
    const result = await runUserCommand(
      env.store,
      userId,
      {
        type: 'InviteUser',
        userId,
        role: input.role,
        emailDigest: digest,
        sealed: await env.vault.seal(userId, { email, passwordHash: null }),
        usernameDigest: username.digest,
        profile: await profileOf(env, input, school, { userId, username: username.username }),
        invitation: {
          invitationId: verificationRequestId(context.commandId),
          eventId: input.invitedFor.eventId,
          eventName: input.invitedFor.eventName,
          expiresAt: invitationExpiry(env.now),
        },
        by: input.by,
        at,
      },
      context,
    );
    return { userId, created: true, position: result.position };
  } catch (error) {
    // Another call finished this half-done account first.
    if (isDomainError(error) && error.code === 'USER_EXISTS') return existing(userId);
    throw error;
  }
};
