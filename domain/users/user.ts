import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { Stamp } from '../shared/actor';
import { acceptInvitation, invitedAccount, reissuedInvitation, type AcceptInvitationCommand, type InviteUserCommand } from './invitation';
import type { AccountStatus, GlobalRole, Language, ProfileFacts, SettableStatus, UserEvent, UserRole } from './user-events';
import { evolveUser, type RegisteredUser, type UserState } from './user-state';

// The user context in three files, as the decider's parts: events, state and evolve, commands and decide.
export * from './user-events';
export type { RegisteredUser, UserState } from './user-state';

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
      /** The language chosen on the sign-up page; English when none was. */
      language?: Language;
    } & Stamp)
  | {
      type: 'RequestEmailVerification';
      requestId: string;
      expiresAt: string;
      /** Used instead when the account still waits for its password (a new invitation). */
      invitationExpiresAt: string;
      cooldownSeconds: number;
      at: string;
    }
  | { type: 'VerifyEmail'; requestId: string; at: string }
  | ({ type: 'ChangeGlobalRole'; to: GlobalRole } & Stamp)
  | ({ type: 'ChangeAccountStatus'; to: SettableStatus } & Stamp)
  | ({ type: 'CompleteProfile'; role: UserRole; usernameDigest: string; profile: ProfileFacts } & Stamp)
  | ({ type: 'UpdateProfile'; role: UserRole; profile: ProfileFacts } & Stamp)
  | ({ type: 'ChangeAvatar'; sealed: string | null } & Stamp)
  | ({ type: 'ChangePassword'; sealed: string } & Stamp)
  | ({ type: 'DeleteUser' } & Stamp)
  | ({ type: 'ChooseLanguage'; language: Language } & Stamp)
  | InviteUserCommand
  | AcceptInvitationCommand;

export const userErrors = {
  notFound: () => new DomainError('not_found', 'USER_NOT_FOUND', 'User not found'),
  exists: () => new DomainError('conflict', 'USER_EXISTS', 'This account already exists'),
  deleted: () => new DomainError('not_found', 'USER_NOT_FOUND', 'User not found'),
  verificationInvalid: () => new DomainError('validation', 'VERIFICATION_INVALID', 'This verification link is invalid or has expired.'),
  alreadyVerified: () => new DomainError('conflict', 'EMAIL_ALREADY_VERIFIED', 'This email is already verified. Please log in.'),
  tooSoon: (seconds: number) => new DomainError('too_soon', 'RESEND_TOO_SOON', `Please wait ${seconds} seconds before resending.`),
  statusUnchanged: (status: AccountStatus) =>
    new DomainError('conflict', 'STATUS_UNCHANGED', `This user is already ${status}. Reload to see the latest status.`),
  profileExists: () => new DomainError('conflict', 'PROFILE_EXISTS', 'Your profile is already complete'),
  profileMissing: () => new DomainError('precondition', 'PROFILE_MISSING', 'Please complete your profile first'),
  roleMismatch: (role: UserRole) =>
    new DomainError(
      'forbidden',
      'ROLE_MISMATCH',
      `This profile is for ${role === 'student' ? 'teachers' : 'students'}; your account is a ${role} account`,
    ),
};

const live = (state: UserState): RegisteredUser => {
  if (state.status !== 'registered') throw userErrors.notFound();
  if (state.accountStatus === 'deleted') throw userErrors.deleted();
  return state;
};

/**
 * The account a profile is completed or updated on, or why not. Exported so that a profile
 * request can be refused before anything else it needs (a custom school) is written.
 */
export const profileTarget = (state: UserState, role: UserRole, action: 'complete' | 'update'): RegisteredUser => {
  const user = live(state);
  if (user.role !== role) throw userErrors.roleMismatch(user.role);
  if (action === 'complete' && user.hasProfile) throw userErrors.profileExists();
  if (action === 'update' && !user.hasProfile) throw userErrors.profileMissing();
  return user;
};

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

const decide = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'InviteUser':
      if (state.status !== 'none') throw userErrors.exists();
      return invitedAccount(command);
    case 'AcceptInvitation':
      return acceptInvitation(state.status === 'registered' ? state : null, command);
    case 'RegisterUser': {
      if (state.status !== 'none') throw userErrors.exists();
      const { userId, role, globalRole, emailDigest, sealed, emailVerified, verification, by, at } = command;
      const events: UserEvent[] = [
        { type: 'UserRegistered', data: { userId, role, globalRole, emailDigest, emailVerified, sealed, by, at } },
      ];
      // Chosen before the verification e-mail is written, so that it comes in that language.
      if (command.language && command.language !== 'en') {
        events.push({ type: 'LanguageChosen', data: { userId, from: 'en', to: command.language, by, at } });
      }
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
      if (user.pendingInvitation) return [reissuedInvitation({ ...user, pendingInvitation: user.pendingInvitation }, command)];
      return [
        {
          type: 'EmailVerificationRequested',
          data: { userId: user.userId, requestId: command.requestId, expiresAt: command.expiresAt, at: command.at },
        },
      ];
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
      return [
        { type: 'GlobalRoleChanged', data: { userId: user.userId, from: user.globalRole, to: command.to, by: command.by, at: command.at } },
      ];
    }
    case 'ChangeAccountStatus': {
      const user = live(state);
      // §4: Active only from flagged or blocked; Flag and Block unless already so. Refusing a
      // repeat (rather than ignoring it) tells the second of two racing super users what happened.
      if (user.accountStatus === command.to) throw userErrors.statusUnchanged(command.to);
      return [
        {
          type: 'UserStatusChanged',
          data: { userId: user.userId, from: user.accountStatus, to: command.to, by: command.by, at: command.at },
        },
      ];
    }
    case 'CompleteProfile': {
      const user = profileTarget(state, command.role, 'complete');
      const { usernameDigest, profile, by, at } = command;
      return [{ type: 'ProfileCompleted', data: { userId: user.userId, usernameDigest, ...profile, by, at } }];
    }
    case 'UpdateProfile': {
      const user = profileTarget(state, command.role, 'update');
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
      return [
        { type: 'UserDeleted', data: { userId: state.userId, from: state.accountStatus, to: 'deleted', by: command.by, at: command.at } },
      ];
    }
    case 'ChooseLanguage': {
      const user = live(state);
      if (user.language === command.language) return [];
      return [
        {
          type: 'LanguageChosen',
          data: { userId: user.userId, from: user.language, to: command.language, by: command.by, at: command.at },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = { initialState: { status: 'none' }, evolve: evolveUser, decide };
