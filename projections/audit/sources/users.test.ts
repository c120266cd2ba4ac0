import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { usersStatusSource } from './users';

const at = '2026-11-21T10:00:00.000Z';
const registered = (role: 'student' | 'teacher', globalRole: 'user' | 'superuser', by: string): RecordedEvent => ({
  id: 'e1',
  type: 'UserRegistered',
  streamId: 'user-u1',
  revision: 0n,
  position: '1',
  data: { userId: 'u1', role, globalRole, emailDigest: 'd', emailVerified: true, sealed: 's', by, at },
  metadata: {},
  createdAt: new Date(at),
});

describe('accounts in the audit trail', () => {
  it('says how an account began: signed up as a student or teacher, or created as a super user', () => {
    expect(usersStatusSource.entriesOf(registered('student', 'user', 'u1'))).toEqual([
      { entityType: 'user', entityId: 'u1', from: null, to: 'active', by: 'u1', at, detail: 'registered as student' },
    ]);
    // The seeded super user is stored with a role, but never signed up as a teacher.
    expect(usersStatusSource.entriesOf(registered('teacher', 'superuser', 'u1'))).toEqual([
      { entityType: 'user', entityId: 'u1', from: null, to: 'active', by: 'u1', at, detail: 'created as super user' },
    ]);
  });

  it('shows the language a person chose, from and to, with who and when', () => {
    const chosen: RecordedEvent = {
      ...registered('student', 'user', 'u1'),
      type: 'LanguageChosen',
      data: { userId: 'u1', from: 'en', to: 'ar', by: 'u1', at },
    };
    expect(usersStatusSource.entriesOf(chosen)).toEqual([
      { entityType: 'user', entityId: 'u1', from: 'en', to: 'ar', by: 'u1', at, detail: 'language' },
    ]);
  });
});
