import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { invitationExpiry } from './invitation';
import { at, facts, later } from './testing/user-fixtures';
import { userDecider, type UserEvent } from './user';

const week = later(7 * 86_400);

const invite = {
  type: 'InviteUser' as const,
  userId: 'u1',
  role: 'student' as const,
  emailDigest: 'd1',
  sealed: 'v1.x',
  usernameDigest: 'n1',
  profile: facts,
  invitation: { invitationId: 'i1', eventId: 'e1', eventName: 'Dubai MUN 2026', expiresAt: week },
  by: 'organiser',
  at,
};
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', role: 'student', globalRole: 'user', emailDigest: 'd1', emailVerified: false, sealed: 'v1.x', by: 'organiser', at },
};
const completed: UserEvent = { type: 'ProfileCompleted', data: { userId: 'u1', usernameDigest: 'n1', ...facts, by: 'organiser', at } };
const issued = (invitationId: string, when = at, expiresAt = week, by = 'organiser'): UserEvent => ({
  type: 'InvitationIssued',
  data: { userId: 'u1', invitationId, eventId: 'e1', eventName: 'Dubai MUN 2026', expiresAt, by, at: when },
});
const invited = [registered, completed, issued('i1')];
const accept = (invitationId: string, when = later(60)) => ({ type: 'AcceptInvitation' as const, invitationId, sealed: 'v1.h', at: when });
const accepted: UserEvent = {
  type: 'InvitationAccepted',
  data: { userId: 'u1', invitationId: 'i1', sealed: 'v1.h', by: 'u1', at: later(60) },
};
const resend = (seconds: number) => ({
  type: 'RequestEmailVerification' as const,
  requestId: 'r2',
  expiresAt: later(seconds + 86_400),
  invitationExpiresAt: later(seconds + 7 * 86_400),
  cooldownSeconds: 60,
  at: later(seconds),
});

describe('user: invited by an organiser', () => {
  const user = givenWhenThen(userDecider);

  it('makes the account, its profile and the invitation in one decision, once', () => {
    user.given([]).when(invite).then(invited);
    user.given(invited).when(invite).thenFails('USER_EXISTS');
    user.given([registered]).when(invite).thenFails('USER_EXISTS');
  });

  it('accepts the open invitation once: the password is set and the email verified', () => {
    user.given(invited).when(accept('i1')).then([accepted]);
    user
      .given([...invited, accepted])
      .when(accept('i1', later(90)))
      .thenFails('INVITATION_USED', 'This invitation has already been used. Please log in.');
    user
      .given([...invited, accepted])
      .when(resend(120))
      .thenFails('EMAIL_ALREADY_VERIFIED');
  });

  it('refuses a link it never sent, an expired one, and any link of a deleted account', () => {
    user.given(invited).when(accept('i9')).thenFails('INVITATION_INVALID', 'This invitation link is invalid or has expired.');
    user.given(invited).when(accept('i1', week)).thenFails('INVITATION_INVALID');
    user.given([]).when(accept('i1')).thenFails('INVITATION_INVALID');
    const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u1', from: 'active', to: 'deleted', by: 'u1', at: later(30) } };
    user
      .given([...invited, deleted])
      .when(accept('i1'))
      .thenFails('INVITATION_INVALID');
  });

  it('refuses the invitation of an account that signed up with a password', () => {
    user.given([registered]).when(accept('i1')).thenFails('INVITATION_USED');
  });

  it('answers a resend with a new invitation for the same event (never a verification link), after the cool-down', () => {
    user.given(invited).when(resend(15)).thenFails('RESEND_TOO_SOON', 'Please wait 45 seconds before resending.');
    user
      .given(invited)
      .when(resend(60))
      .then([issued('r2', later(60), later(60 + 7 * 86_400), 'u1')]);
  });

  it('takes only the newest link once another was sent: the earlier one is dead', () => {
    const both = [...invited, issued('r2', later(60), later(60 + 7 * 86_400), 'u1')];
    user
      .given(both)
      .when(accept('r2', later(120)))
      .then([{ type: 'InvitationAccepted', data: { userId: 'u1', invitationId: 'r2', sealed: 'v1.h', by: 'u1', at: later(120) } }]);
    user
      .given(both)
      .when(accept('i1', later(120)))
      .thenFails('INVITATION_INVALID', 'This invitation link is invalid or has expired.');
  });

  it('refuses the profile wizard: the invited profile exists already', () => {
    user
      .given(invited)
      .when({ type: 'CompleteProfile', role: 'student', usernameDigest: 'n2', profile: facts, by: 'u1', at: later(5) })
      .thenFails('PROFILE_EXISTS');
  });

  it('gives invitations 7 days', () => {
    expect(invitationExpiry(new Date(at))).toBe(week);
  });
});
