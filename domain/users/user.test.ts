import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { emailReservation, usernameReservation } from './reservation';
import { at, facts, later } from './testing/user-fixtures';
import { userDecider, type UserEvent } from './user';

const expiresAt = later(24 * 3600);

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', role: 'student', globalRole: 'user', emailDigest: 'd1', emailVerified: false, sealed: 'v1.x', by: 'u1', at },
};
const requested: UserEvent = { type: 'EmailVerificationRequested', data: { userId: 'u1', requestId: 'r1', expiresAt, at } };
const verified: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', requestId: 'r1', at: later(5) } };
const completed: UserEvent = { type: 'ProfileCompleted', data: { userId: 'u1', usernameDigest: 'n1', ...facts, by: 'u1', at } };
const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u1', from: 'active', to: 'deleted', by: 'u1', at } };

describe('user: sign-up and verification', () => {
  const user = givenWhenThen(userDecider);
  const register = {
    type: 'RegisterUser' as const,
    userId: 'u1',
    role: 'student' as const,
    globalRole: 'user' as const,
    emailDigest: 'd1',
    sealed: 'v1.x',
    emailVerified: false,
    verification: { requestId: 'r1', expiresAt },
    by: 'u1',
    at,
  };

  it('registers once and asks for the verification email in the same decision', () => {
    user.given([]).when(register).then([registered, requested]);
    user.given([registered]).when(register).thenFails('USER_EXISTS');
  });

  it('asks for no verification when the system makes a verified account', () => {
    const seeded = { ...register, emailVerified: true, verification: null };
    user
      .given([])
      .when(seeded)
      .then([{ type: 'UserRegistered', data: { ...registered.data, emailVerified: true } }]);
  });

  it('refuses a resend within 60 seconds, saying how long to wait', () => {
    const resend = (seconds: number) => ({
      type: 'RequestEmailVerification' as const,
      requestId: 'r2',
      expiresAt,
      invitationExpiresAt: later(7 * 86_400),
      cooldownSeconds: 60,
      at: later(seconds),
    });
    user.given([registered, requested]).when(resend(15)).thenFails('RESEND_TOO_SOON', 'Please wait 45 seconds before resending.');
    user
      .given([registered, requested])
      .when(resend(60))
      .then([{ type: 'EmailVerificationRequested', data: { userId: 'u1', requestId: 'r2', expiresAt, at: later(60) } }]);
    user.given([registered, requested, verified]).when(resend(120)).thenFails('EMAIL_ALREADY_VERIFIED');
  });

  it('verifies with an open, unexpired request only, once', () => {
    user
      .given([registered, requested])
      .when({ type: 'VerifyEmail', requestId: 'r1', at: later(5) })
      .then([verified]);
    user
      .given([registered, requested])
      .when({ type: 'VerifyEmail', requestId: 'r9', at: later(5) })
      .thenFails('VERIFICATION_INVALID');
    user.given([registered, requested]).when({ type: 'VerifyEmail', requestId: 'r1', at: expiresAt }).thenFails('VERIFICATION_INVALID');
    user
      .given([registered, requested, verified])
      .when({ type: 'VerifyEmail', requestId: 'r1', at: later(9) })
      .thenFails('EMAIL_ALREADY_VERIFIED');
    user.given([]).when({ type: 'VerifyEmail', requestId: 'r1', at }).thenFails('VERIFICATION_INVALID');
  });

  it('records the global role change with from, to, by and at, and nothing when unchanged', () => {
    user
      .given([registered])
      .when({ type: 'ChangeGlobalRole', to: 'superuser', by: 'admin', at })
      .then([{ type: 'GlobalRoleChanged', data: { userId: 'u1', from: 'user', to: 'superuser', by: 'admin', at } }]);
    user.given([registered]).when({ type: 'ChangeGlobalRole', to: 'user', by: 'admin', at }).then([]);
    user.given([]).when({ type: 'ChangeGlobalRole', to: 'superuser', by: 'admin', at }).thenFails('USER_NOT_FOUND');
  });
});

describe('user: profile', () => {
  const user = givenWhenThen(userDecider);
  const complete = { type: 'CompleteProfile' as const, role: 'student' as const, usernameDigest: 'n1', profile: facts, by: 'u1', at };

  it('completes the profile once, for the account role only', () => {
    user.given([registered, requested, verified]).when(complete).then([completed]);
    user.given([registered, completed]).when(complete).thenFails('PROFILE_EXISTS');
    user
      .given([registered])
      .when({ ...complete, role: 'teacher' })
      .thenFails('ROLE_MISMATCH');
  });

  it('updates only a completed profile', () => {
    const update = { type: 'UpdateProfile' as const, role: 'student' as const, profile: facts, by: 'u1', at };
    user.given([registered]).when(update).thenFails('PROFILE_MISSING');
    user
      .given([registered, completed])
      .when(update)
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', ...facts, by: 'u1', at } }]);
  });
});

describe('user: deletion', () => {
  const user = givenWhenThen(userDecider);
  it('records the status change from what it was to deleted, once', () => {
    user.given([registered, completed]).when({ type: 'DeleteUser', by: 'u1', at }).then([deleted]);
    user.given([registered, deleted]).when({ type: 'DeleteUser', by: 'u1', at }).then([]);
  });

  it('refuses every change to a deleted account', () => {
    user.given([registered, deleted]).when({ type: 'ChangePassword', sealed: 'v1.h', by: 'u1', at }).thenFails('USER_NOT_FOUND');
    user.given([registered, deleted]).when({ type: 'ChangeAvatar', sealed: null, by: 'u1', at }).thenFails('USER_NOT_FOUND');
    user
      .given([registered, requested, deleted])
      .when({ type: 'VerifyEmail', requestId: 'r1', at: later(5) })
      .thenFails('VERIFICATION_INVALID');
  });
});

describe('reservations of emails and usernames', () => {
  const email = givenWhenThen(emailReservation.decider);
  const username = givenWhenThen(usernameReservation.decider);
  const reservedBy = (userId: string) => ({ type: 'EmailReserved' as const, data: { userId, at } });

  it('gives a value to the first account only', () => {
    email
      .given([])
      .when({ type: 'Reserve', userId: 'u1', at })
      .then([reservedBy('u1')]);
    email
      .given([reservedBy('u1')])
      .when({ type: 'Reserve', userId: 'u1', at })
      .then([]);
    email
      .given([reservedBy('u1')])
      .when({ type: 'Reserve', userId: 'u2', at })
      .thenFails('EMAIL_TAKEN', 'An account with this email already exists');
    username
      .given([{ type: 'UsernameReserved', data: { userId: 'u1', at } }])
      .when({ type: 'Reserve', userId: 'u2', at })
      .thenFails('USERNAME_TAKEN', 'This username is already taken. Please generate a new one.');
  });

  it('frees a released value for someone else; only the holder releases', () => {
    const released = { type: 'EmailReleased' as const, data: { userId: 'u1', at } };
    email
      .given([reservedBy('u1')])
      .when({ type: 'Release', userId: 'u2', at })
      .then([]);
    email
      .given([reservedBy('u1')])
      .when({ type: 'Release', userId: 'u1', at })
      .then([released]);
    email
      .given([reservedBy('u1'), released])
      .when({ type: 'Reserve', userId: 'u2', at })
      .then([reservedBy('u2')]);
  });
});

describe('user: status set by a super user (§4)', () => {
  const user = givenWhenThen(userDecider);
  const change = (to: 'active' | 'flagged' | 'blocked') => ({ type: 'ChangeAccountStatus' as const, to, by: 'admin', at });
  const flagged: UserEvent = { type: 'UserStatusChanged', data: { userId: 'u1', from: 'active', to: 'flagged', by: 'admin', at } };

  it('flags, blocks and reactivates, recording who and from what', () => {
    user.given([registered]).when(change('flagged')).then([flagged]);
    user
      .given([registered, flagged])
      .when(change('blocked'))
      .then([{ type: 'UserStatusChanged', data: { userId: 'u1', from: 'flagged', to: 'blocked', by: 'admin', at } }]);
    user
      .given([registered, flagged])
      .when(change('active'))
      .then([{ type: 'UserStatusChanged', data: { userId: 'u1', from: 'flagged', to: 'active', by: 'admin', at } }]);
  });

  it('refuses a change to the status the user already has, and any change to a deleted account', () => {
    user
      .given([registered])
      .when(change('active'))
      .thenFails('STATUS_UNCHANGED', 'This user is already active. Reload to see the latest status.');
    user.given([registered, flagged]).when(change('flagged')).thenFails('STATUS_UNCHANGED');
    user.given([registered, deleted]).when(change('blocked')).thenFails('USER_NOT_FOUND');
  });

  it('records the status before deletion', () => {
    user
      .given([registered, flagged])
      .when({ type: 'DeleteUser', by: 'admin', at })
      .then([{ type: 'UserDeleted', data: { userId: 'u1', from: 'flagged', to: 'deleted', by: 'admin', at } }]);
  });
});
