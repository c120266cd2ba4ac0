import { assertNever } from '../shared/decider';
import type { InvitationTarget, OpenInvitation } from './invitation';
import type { AccountStatus, GlobalRole, Language, UserEvent, UserRole } from './user-events';

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
  /** The last link sent (verification or invitation), for the resend cool-down. */
  lastVerificationAt: string | null;
  /** The event a not yet accepted invitation is for; null once the account has a password. */
  pendingInvitation: InvitationTarget | null;
  openInvitation: OpenInvitation | null;
  language: Language;
}

export type UserState = { status: 'none' } | RegisteredUser;

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
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
      pendingInvitation: null,
      openInvitation: null,
      language: 'en',
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'EmailVerificationRequested':
      return {
        ...state,
        verificationRequests: {
          ...state.verificationRequests,
          [event.data.requestId]: { expiresAt: event.data.expiresAt, at: event.data.at },
        },
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
    case 'InvitationIssued': {
      const { invitationId, eventId, eventName, expiresAt, at } = event.data;
      return {
        ...state,
        pendingInvitation: { eventId, eventName },
        // Only the newest link works: an earlier email may have reached the wrong inbox.
        openInvitation: { invitationId, expiresAt },
        lastVerificationAt: at,
      };
    }
    case 'InvitationAccepted':
      return { ...state, emailVerified: true, verificationRequests: {}, pendingInvitation: null, openInvitation: null };
    case 'LanguageChosen':
      return { ...state, language: event.data.to };
    default:
      return assertNever(event);
  }
};
