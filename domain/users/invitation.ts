import type { Stamp } from '../shared/actor';
import { DomainError } from '../shared/errors';
import type { AccountStatus, ProfileFacts, UserEvent, UserRole } from './user-events';

/**
 * Invited accounts: an organiser's delegate import makes an account, with its profile, for a
 * person who has none; it has no password until its owner sets one through the emailed link.
 */
export const INVITATION_TTL_DAYS = 7;

export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000).toISOString();

/** What an invitation is for, as its email names it. */
export interface InvitationTarget {
  eventId: string;
  eventName: string;
}

export type InviteUserCommand = {
  type: 'InviteUser';
  userId: string;
  role: UserRole;
  emailDigest: string;
  /** {email, passwordHash: null} */
  sealed: string;
  usernameDigest: string;
  profile: ProfileFacts;
  invitation: InvitationTarget & { invitationId: string; expiresAt: string };
} & Stamp;

export type AcceptInvitationCommand = { type: 'AcceptInvitation'; invitationId: string; sealed: string; at: string };

/** The part of a user's state the invitation rules read. */
export interface InvitationState {
  userId: string;
  accountStatus: AccountStatus;
  /** The event a not yet accepted invitation is for; null once the account has a password. */
  pendingInvitation: InvitationTarget | null;
  /** The newest link sent: each new one replaces the one before, and it works until it expires or is used. */
  openInvitation: OpenInvitation | null;
}

export interface OpenInvitation {
  invitationId: string;
  expiresAt: string;
}

export const invitationErrors = {
  invalid: () => new DomainError('validation', 'INVITATION_INVALID', 'This invitation link is invalid or has expired.'),
  used: () => new DomainError('conflict', 'INVITATION_USED', 'This invitation has already been used. Please log in.'),
};

/**
 * The account, its profile and the first invitation in one decision, so an invited account
 * never exists without the profile its organiser supplied nor without its link.
 */
export const invitedAccount = (command: InviteUserCommand): UserEvent[] => {
  const { userId, role, emailDigest, sealed, usernameDigest, profile, invitation, by, at } = command;
  return [
    { type: 'UserRegistered', data: { userId, role, globalRole: 'user', emailDigest, emailVerified: false, sealed, by, at } },
    { type: 'ProfileCompleted', data: { userId, usernameDigest, ...profile, by, at } },
    { type: 'InvitationIssued', data: { userId, ...invitation, by, at } },
  ];
};

export const acceptInvitation = (state: InvitationState | null, command: AcceptInvitationCommand): UserEvent[] => {
  if (!state || state.accountStatus === 'deleted') throw invitationErrors.invalid();
  if (!state.pendingInvitation) throw invitationErrors.used();
  const invitation = state.openInvitation;
  if (invitation?.invitationId !== command.invitationId || invitation.expiresAt <= command.at) throw invitationErrors.invalid();
  const { invitationId, sealed, at } = command;
  return [{ type: 'InvitationAccepted', data: { userId: state.userId, invitationId, sealed, by: state.userId, at } }];
};

/**
 * What 'send the link again' means for an account still waiting for its password: a new
 * invitation for the same event. A verification link would be wrong there, since verifying
 * signs the person in, and this account has no password to protect it afterwards.
 */
export const reissuedInvitation = (
  state: InvitationState & { pendingInvitation: InvitationTarget },
  request: { requestId: string; invitationExpiresAt: string; at: string },
): UserEvent => ({
  type: 'InvitationIssued',
  data: {
    userId: state.userId,
    invitationId: request.requestId,
    ...state.pendingInvitation,
    expiresAt: request.invitationExpiresAt,
    by: state.userId,
    at: request.at,
  },
});
