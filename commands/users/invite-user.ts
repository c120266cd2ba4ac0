import { createHash } from 'node:crypto';
import { UNLISTED_SCHOOL_ID } from '@domain/schools/pseudo-ids';
import { DomainError, isDomainError } from '@domain/shared/errors';
import { invitationExpiry } from '@domain/users/invitation';
import { invitedGrade, invitedName, invitedPhone } from '@domain/users/invited-profile';
import { generateUsername, profileMessages, type Gender } from '@domain/users/profile-rules';
import { normaliseEmail } from '@domain/users/reservation';
import type { SchoolDirectoryState } from '@domain/schools/school-directory';
import type { Position } from '../event-store/port';
import type { CommandContext } from '../handler/command-handler';
import { emailDigest, usernameDigest, verificationRequestId } from './digests';
import { loadUser } from './load-user';
import { loadCurrentSchools } from '../schools/current-schools';
import { invalidField, listedSchoolIn } from './profile';
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

/**
 * A listed school as the profile wizard's, checked against the directory as it stood when the
 * group began; otherwise the spreadsheet's text, for the invitee or a super user to place.
 */
const schoolOf = (input: InviteUserInput, directory: SchoolDirectoryState | null) => {
  if (input.schoolId && input.schoolId !== UNLISTED_SCHOOL_ID)
    return { ...listedSchoolIn(directory!, input.schoolId), customSchoolName: null };
  return { schoolId: UNLISTED_SCHOOL_ID, localityId: null, customSchoolName: input.customSchoolName?.trim() || null };
};

/** The profile's personal fields (name, username, gender, phone), sealed under the new account's key. */
const personalOf = (input: InviteUserInput, username: string) => {
  const phone = invitedPhone(input.phone);
  // The birthday (and a gender the sheet did not give) is not known yet: the profile page asks for it on the first edit.
  return { fullname: invitedName(input.fullName), username, ...(input.gender ? { gender: input.gender } : {}), ...(phone ?? {}) };
};

export interface Invitation {
  input: InviteUserInput;
  context: CommandContext;
}

/** What the first steps leave: an account already holding the email, or the new account's reserved email and username. */
type Reserved =
  | { existing: InviteUserResult }
  | { userId: string; email: string; digest: string; school: ReturnType<typeof schoolOf>; username: { username: string; digest: string } };

/**
 * The checks, then the email and the username reserved (each its own stream, as at sign-up).
 * Our own account (a retry after success) goes on, and is answered from the stored events.
 */
const reserve = async (
  env: UserCommandEnvironment,
  { input, context }: Invitation,
  directory: SchoolDirectoryState | null,
): Promise<Reserved> => {
  const email = normaliseEmail(input.email);
  if (!EMAIL_SHAPE.test(email)) throw invalidField('email', 'Please enter a valid email address');
  if (!invitedName(input.fullName)) throw invalidField('fullName', profileMessages.personal);
  const existing = (userId: string): Reserved => ({ existing: { userId, created: false, position: null } });
  const ours = invitedUserId(context.commandId);
  const holder = await findUserIdByEmail(env.store, email);
  if (holder && holder !== ours && (await loadUser(env.store, holder)).status === 'registered') return existing(holder);
  // A holder without an account is a registration or invitation that stopped half-way: finish it here.
  const userId = holder ?? ours;
  // Checked before anything is reserved, so a refused school holds no email or username.
  const school = schoolOf(input, directory);
  const digest = emailDigest(email);
  try {
    await runReservation(env.store, 'email', digest, { type: 'Reserve', userId, at: env.now.toISOString() }, context);
  } catch (error) {
    // Taken a moment ago by a sign-up or another invitation: that account is the one to link.
    const winner = isDomainError(error) && error.code === 'EMAIL_TAKEN' ? await findUserIdByEmail(env.store, email) : null;
    if (winner) return existing(winner);
    throw error;
  }
  const username = await reserveUsername(env, invitedName(input.fullName), userId, context);
  return { userId, email, digest, school, username };
};

/** The account itself: registered, its profile, its invitation, in one append to the user's stream. */
const writeAccount = async (
  env: UserCommandEnvironment,
  { input, context }: Invitation,
  reserved: Exclude<Reserved, { existing: InviteUserResult }>,
  sealed: { credentials: string; personal: string },
): Promise<InviteUserResult> => {
  const { userId, digest, school, username } = reserved;
  try {
    const result = await runUserCommand(
      env.store,
      userId,
      {
        type: 'InviteUser',
        userId,
        role: input.role,
        emailDigest: digest,
        sealed: sealed.credentials,
        usernameDigest: username.digest,
        profile: {
          ...school,
          grade: input.role === 'student' ? invitedGrade(input.grade) : null,
          yearsOfExperience: null,
          teacherRole: null,
          customLocalityName: null,
          sealed: sealed.personal,
        },
        invitation: {
          invitationId: verificationRequestId(context.commandId),
          eventId: input.invitedFor.eventId,
          eventName: input.invitedFor.eventName,
          expiresAt: invitationExpiry(env.now),
        },
        by: input.by,
        at: env.now.toISOString(),
      },
      context,
    );
    return { userId, created: true, position: result.position };
  } catch (error) {
    // Another call finished this half-done account first.
    if (isDomainError(error) && error.code === 'USER_EXISTS') return { userId, created: false, position: null };
    throw error;
  }
};

/**
 * Accounts for a group of people an organiser imports, each as `inviteUser` makes one, with
 * what the group can share done once: the school directory read once, and every new person's
 * key made in one statement (the reservations and each account still take an append of their
 * own: the port appends to one stream at a time). Each invitation succeeds or fails on its
 * own, in the order given.
 */
export const inviteUsers = async (
  env: UserCommandEnvironment,
  invitations: readonly Invitation[],
): Promise<PromiseSettledResult<InviteUserResult>[]> => {
  const listed = invitations.some(({ input }) => input.schoolId && input.schoolId !== UNLISTED_SCHOOL_ID);
  const directory = listed ? await loadCurrentSchools(env.store) : null;
  const reserved = await Promise.allSettled(invitations.map((invitation) => reserve(env, invitation, directory)));
  const going = reserved.flatMap((outcome, index) =>
    outcome.status === 'fulfilled' && !('existing' in outcome.value) ? [{ index, reserved: outcome.value }] : [],
  );
  let sealed: string[] = [];
  try {
    sealed = await env.vault.sealMany(
      going.flatMap(({ index, reserved: { userId, email, username } }) => [
        { subjectId: userId, data: { email, passwordHash: null } },
        { subjectId: userId, data: personalOf(invitations[index]!.input, username.username) },
      ]),
    );
  } catch (error) {
    // Nothing of these accounts is written: each fails, and a retry finishes it from its reservations.
    return reserved.map((outcome) =>
      outcome.status === 'fulfilled' && !('existing' in outcome.value) ? { status: 'rejected', reason: error } : settled(outcome),
    );
  }
  const written = await Promise.allSettled(
    going.map(({ index, reserved: account }, position) =>
      writeAccount(env, invitations[index]!, account, { credentials: sealed[2 * position]!, personal: sealed[2 * position + 1]! }),
    ),
  );
  const writtenAt = new Map(going.map(({ index }, position) => [index, written[position]!]));
  return reserved.map((outcome, index) => writtenAt.get(index) ?? settled(outcome));
};

/** A reservation step's outcome as the invitation's: its error, or the account already holding the email. */
const settled = (outcome: PromiseSettledResult<Reserved>): PromiseSettledResult<InviteUserResult> =>
  outcome.status === 'rejected'
    ? outcome
    : 'existing' in outcome.value
      ? { status: 'fulfilled', value: outcome.value.existing }
      : { status: 'rejected', reason: new Error('an invitation was left unwritten') };

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
  const [outcome] = await inviteUsers(env, [{ input, context }]);
  if (outcome!.status === 'rejected') throw outcome!.reason;
  return outcome!.value;
};
