import { z } from 'zod';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { Stamp } from '../shared/actor';

export const userRoles = ['student', 'teacher'] as const;
export type UserRole = (typeof userRoles)[number];
export const globalRoles = ['superuser', 'user'] as const;
export type GlobalRole = (typeof globalRoles)[number];
export const accountStatuses = ['active', 'flagged', 'blocked', 'deleted'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
/** What a super user's row menu sets (§4); deletion is its own command. */
export const settableStatuses = ['active', 'flagged', 'blocked'] as const;
export type SettableStatus = (typeof settableStatuses)[number];

export const userStreamId = (userId: string) => `user-${userId}`;

/**
 * Personal data never appears in these events in the clear: `sealed` fields are ciphertext
 * under the person's own key (commands/personal-data/vault.ts), destroyed when the account is
 * deleted. What stays readable is what the product needs to keep: the account existed, its
 * role, school and status history.
 *
 * Sealed contents: UserRegistered {email, passwordHash}; ProfileCompleted/ProfileUpdated
 * {fullname, username, birthday, gender, countryCode, phone, phoneE164}; AvatarChanged {avatarUrl};
 * PasswordChanged {passwordHash}.
 */
const stamp = { by: z.string(), at: z.string() };

const profileData = {
  userId: z.string(),
  schoolId: z.string(),
  localityId: z.string().nullable(),
  grade: z.string().nullable(),
  yearsOfExperience: z.string().nullable(),
  teacherRole: z.string().nullable(),
  customLocalityName: z.string().nullable(),
  customSchoolName: z.string().nullable(),
  sealed: z.string(),
  ...stamp,
};

export const userEventSchemas = {
  UserRegistered: z.object({
    userId: z.string(),
    role: z.enum(userRoles),
    globalRole: z.enum(globalRoles),
    /** Digest of the email (the id of its reservation stream), so deletion can release it. */
    emailDigest: z.string(),
    emailVerified: z.boolean(),
    sealed: z.string(),
    ...stamp,
  }),
  EmailVerificationRequested: z.object({ userId: z.string(), requestId: z.string(), expiresAt: z.string(), at: z.string() }),
  EmailVerified: z.object({ userId: z.string(), requestId: z.string().nullable(), at: z.string() }),
  GlobalRoleChanged: z.object({ userId: z.string(), from: z.enum(globalRoles), to: z.enum(globalRoles), ...stamp }),
  ProfileCompleted: z.object({ ...profileData, usernameDigest: z.string() }),
  ProfileUpdated: z.object(profileData),
  AvatarChanged: z.object({ userId: z.string(), sealed: z.string().nullable(), ...stamp }),
  PasswordChanged: z.object({ userId: z.string(), sealed: z.string(), ...stamp }),
  UserStatusChanged: z.object({ userId: z.string(), from: z.enum(accountStatuses), to: z.enum(settableStatuses), ...stamp }),
  UserDeleted: z.object({ userId: z.string(), from: z.enum(accountStatuses), to: z.literal('deleted'), ...stamp }),
};

type Schemas = typeof userEventSchemas;
export type UserEventType = keyof Schemas;
export type UserEvent = { [Type in UserEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[UserEventType];
export type UserEventData<Type extends UserEventType> = z.infer<Schemas[Type]>;
export const userEventTypes = Object.keys(userEventSchemas) as UserEventType[];

export type ProfileFacts = Omit<UserEventData<'ProfileUpdated'>, 'userId' | 'by' | 'at'>;

export type UserCommand =
  | ({
      type: 'RegisterUser';
      userId: string;
      role: UserRole;
      globalRole: GlobalRole;
      emailDigest: string;
      sealed: string;
      /** Accounts made by the system (seeded super users) need no verification email. */
      emailVerified: boolean;
      verification: { requestId: string; expiresAt: string } | null;
    } & Stamp)
  | { type: 'RequestEmailVerification'; requestId: string; expiresAt: string; cooldownSeconds: number; at: string }
  | { type: 'VerifyEmail'; requestId: string; at: string }
  | ({ type: 'ChangeGlobalRole'; to: GlobalRole } & Stamp)
  | ({ type: 'ChangeAccountStatus'; to: SettableStatus } & Stamp)
  | ({ type: 'CompleteProfile'; role: UserRole; usernameDigest: string; profile: ProfileFacts } & Stamp)
  | ({ type: 'UpdateProfile'; role: UserRole; profile: ProfileFacts } & Stamp)
  | ({ type: 'ChangeAvatar'; sealed: string | null } & Stamp)
  | ({ type: 'ChangePassword'; sealed: string } & Stamp)
  | ({ type: 'DeleteUser' } & Stamp);

export interface RegisteredUser {
  status: 'registered';
  userId: string;
  role: UserRole;
  globalRole: GlobalRole;
  accountStatus: AccountStatus;
  emailDigest: string;
  emailVerified: boolean;
  usernameDigest: string | null;
  hasProfile: boolean;
  /** Open verification requests by id (links stay valid until they expire or the email is verified). */
  verificationRequests: Record<string, { expiresAt: string; at: string }>;
  lastVerificationAt: string | null;
}

export type UserState = { status: 'none' } | RegisteredUser;

export const parseUserEvent = (type: string, data: unknown): UserEvent | null => {
  if (!(type in userEventSchemas)) return null;
  const schema = userEventSchemas[type as UserEventType];
  return { type, data: schema.parse(data) } as UserEvent;
};

export const userErrors = {
  notFound: () => new DomainError('not_found', 'USER_NOT_FOUND', 'User not found'),
  deleted: () => new DomainError('not_found', 'USER_NOT_FOUND', 'User not found'),
  verificationInvalid: () =>
    new DomainError('validation', 'VERIFICATION_INVALID', 'This verification link is invalid or has expired.'),
  alreadyVerified: () =>
    new DomainError('conflict', 'EMAIL_ALREADY_VERIFIED', 'This email is already verified. Please log in.'),
  tooSoon: (seconds: number) =>
    new DomainError('too_soon', 'RESEND_TOO_SOON', `Please wait ${seconds} seconds before resending.`),
  statusUnchanged: (status: AccountStatus) =>
    new DomainError('conflict', 'STATUS_UNCHANGED', `This user is already ${status}. Reload to see the latest status.`),
  profileExists: () => new DomainError('conflict', 'PROFILE_EXISTS', 'Your profile is already complete'),
  profileMissing: () => new DomainError('precondition', 'PROFILE_MISSING', 'Please complete your profile first'),
  roleMismatch: (role: UserRole) =>
    new DomainError('forbidden', 'ROLE_MISMATCH', `This profile is for ${role === 'student' ? 'teachers' : 'students'}; your account is a ${role} account`),
};

const live = (state: UserState): RegisteredUser => {
  if (state.status !== 'registered') throw userErrors.notFound();
  if (state.accountStatus === 'deleted') throw userErrors.deleted();
  return state;
};

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

const evolve = (state: UserState, event: UserEvent): UserState => {
  if (event.type === 'UserRegistered') {
    const { userId, role, globalRole, emailDigest, emailVerified } = event.data;
    return {
      status: 'registered',
      userId,
      role,
      globalRole,
      accountStatus: 'active',
      emailDigest,
      emailVerified,
      usernameDigest: null,
      hasProfile: false,
      verificationRequests: {},
      lastVerificationAt: null,
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'EmailVerificationRequested':
      return {
        ...state,
        verificationRequests: { ...state.verificationRequests, [event.data.requestId]: { expiresAt: event.data.expiresAt, at: event.data.at } },
        lastVerificationAt: event.data.at,
      };
    case 'EmailVerified':
      return { ...state, emailVerified: true, verificationRequests: {} };
    case 'GlobalRoleChanged':
      return { ...state, globalRole: event.data.to };
    case 'ProfileCompleted':
      return { ...state, hasProfile: true, usernameDigest: event.data.usernameDigest };
    case 'ProfileUpdated':
    case 'AvatarChanged':
    case 'PasswordChanged':
      return state;
    case 'UserStatusChanged':
      return { ...state, accountStatus: event.data.to };
    case 'UserDeleted':
      return { ...state, accountStatus: 'deleted' };
    default:
      return assertNever(event);
  }
};

const decide = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status !== 'none') throw new DomainError('conflict', 'USER_EXISTS', 'This account already exists');
      const { userId, role, globalRole, emailDigest, sealed, emailVerified, verification, by, at } = command;
      const events: UserEvent[] = [
        { type: 'UserRegistered', data: { userId, role, globalRole, emailDigest, emailVerified, sealed, by, at } },
      ];
      if (!emailVerified && verification) {
        events.push({ type: 'EmailVerificationRequested', data: { userId, ...verification, at } });
      }
      return events;
    }
    case 'RequestEmailVerification': {
      const user = live(state);
      if (user.emailVerified) throw userErrors.alreadyVerified();
      if (user.lastVerificationAt) {
        const waited = secondsBetween(user.lastVerificationAt, command.at);
        if (waited < command.cooldownSeconds) throw userErrors.tooSoon(Math.ceil(command.cooldownSeconds - waited));
      }
      return [{ type: 'EmailVerificationRequested', data: { userId: user.userId, requestId: command.requestId, expiresAt: command.expiresAt, at: command.at } }];
    }
    case 'VerifyEmail': {
      if (state.status !== 'registered' || state.accountStatus === 'deleted') throw userErrors.verificationInvalid();
      if (state.emailVerified) throw userErrors.alreadyVerified();
      const request = state.verificationRequests[command.requestId];
      if (!request || request.expiresAt <= command.at) throw userErrors.verificationInvalid();
      return [{ type: 'EmailVerified', data: { userId: state.userId, requestId: command.requestId, at: command.at } }];
    }
    case 'ChangeGlobalRole': {
      const user = live(state);
      if (user.globalRole === command.to) return [];
      return [{ type: 'GlobalRoleChanged', data: { userId: user.userId, from: user.globalRole, to: command.to, by: command.by, at: command.at } }];
    }
    case 'ChangeAccountStatus': {
      const user = live(state);
      // §4: Active only from flagged or blocked; Flag and Block unless already so. Refusing a
      // repeat (rather than ignoring it) tells the second of two racing super users what happened.
      if (user.accountStatus === command.to) throw userErrors.statusUnchanged(command.to);
      return [{ type: 'UserStatusChanged', data: { userId: user.userId, from: user.accountStatus, to: command.to, by: command.by, at: command.at } }];
    }
    case 'CompleteProfile': {
      const user = live(state);
      if (user.role !== command.role) throw userErrors.roleMismatch(user.role);
      if (user.hasProfile) throw userErrors.profileExists();
      const { usernameDigest, profile, by, at } = command;
      return [{ type: 'ProfileCompleted', data: { userId: user.userId, usernameDigest, ...profile, by, at } }];
    }
    case 'UpdateProfile': {
      const user = live(state);
      if (user.role !== command.role) throw userErrors.roleMismatch(user.role);
      if (!user.hasProfile) throw userErrors.profileMissing();
      return [{ type: 'ProfileUpdated', data: { userId: user.userId, ...command.profile, by: command.by, at: command.at } }];
    }
    case 'ChangeAvatar': {
      const user = live(state);
      return [{ type: 'AvatarChanged', data: { userId: user.userId, sealed: command.sealed, by: command.by, at: command.at } }];
    }
    case 'ChangePassword': {
      const user = live(state);
      return [{ type: 'PasswordChanged', data: { userId: user.userId, sealed: command.sealed, by: command.by, at: command.at } }];
    }
    case 'DeleteUser': {
      if (state.status !== 'registered') throw userErrors.notFound();
      if (state.accountStatus === 'deleted') return [];
      return [{ type: 'UserDeleted', data: { userId: state.userId, from: state.accountStatus, to: 'deleted', by: command.by, at: command.at } }];
    }
    default:
      return assertNever(command);
  }
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = { initialState: { status: 'none' }, evolve, decide };
