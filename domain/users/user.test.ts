import { describe, it } from 'vitest';
import { givenWhenThen } from '../shared/given-when-then';
import { emailReservationDecider } from './email-reservation';
import { userDecider, type UserEvent } from './user';

const at = '2026-11-21T10:00:00.000Z';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'a@gmail.com', role: 'teacher', globalRole: 'user', passwordHash: 'h', by: 'u1', at },
};

describe('user', () => {
  const user = givenWhenThen(userDecider);
  it('registers once', () => {
    user
      .given([])
      .when({ type: 'RegisterUser', userId: 'u1', email: 'a@gmail.com', role: 'teacher', globalRole: 'user', passwordHash: 'h', by: 'u1', at })
      .then([registered]);
    user
      .given([registered])
      .when({ type: 'RegisterUser', userId: 'u1', email: 'a@gmail.com', role: 'teacher', globalRole: 'user', passwordHash: 'h', by: 'u1', at })
      .thenFails('USER_EXISTS');
  });

  it('records the global role change with from, to, by and at, and nothing when unchanged', () => {
    user
      .given([registered])
      .when({ type: 'ChangeGlobalRole', userId: 'u1', to: 'superuser', by: 'admin', at })
      .then([{ type: 'GlobalRoleChanged', data: { userId: 'u1', from: 'user', to: 'superuser', by: 'admin', at } }]);
    user.given([registered]).when({ type: 'ChangeGlobalRole', userId: 'u1', to: 'user', by: 'admin', at }).then([]);
    user.given([]).when({ type: 'ChangeGlobalRole', userId: 'u1', to: 'superuser', by: 'admin', at }).thenFails('USER_NOT_FOUND');
  });
});

describe('email reservation', () => {
  const reservation = givenWhenThen(emailReservationDecider);
  const reserved = { type: 'EmailReserved' as const, data: { userId: 'u1', at } };
  it('gives an email to the first account only', () => {
    reservation.given([]).when({ type: 'ReserveEmail', userId: 'u1', at }).then([reserved]);
    reservation.given([reserved]).when({ type: 'ReserveEmail', userId: 'u2', at }).thenFails('EMAIL_TAKEN', 'An account with this email already exists');
  });
  it('lets the same account finish a registration it started', () => {
    reservation.given([reserved]).when({ type: 'ReserveEmail', userId: 'u1', at }).then([]);
  });
});
