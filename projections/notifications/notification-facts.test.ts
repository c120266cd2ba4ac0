import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/event-store/port';
import { at, facts } from '@domain/users/testing/user-fixtures';
import { BatchFacts, type FactsSnapshot } from './notification-facts';

const snapshot = (people: FactsSnapshot['people']): FactsSnapshot => ({
  events: new Map([['e1', { organiserId: 'o1', name: 'Gulf MUN', description: '' }]]),
  organisers: new Map([['o1', 'host']]),
  delegates: new Map([['e1', new Set(['s2', 's1'])]]),
  superusers: new Set(),
  roles: new Map(),
  committees: new Map(),
  registrations: new Map(),
  registrationNos: new Map(),
  countries: new Map(),
  people,
});

let revision = 0n;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `id-${(revision += 1n)}`,
  type,
  streamId: `user-${String(data.userId)}`,
  revision,
  position: `0/${revision}`,
  data,
  metadata: {},
  createdAt: new Date(at),
});
const profileAt = (userId: string, schoolId: string) =>
  recorded('ProfileUpdated', { userId, usernameDigest: `n-${userId}`, ...facts, schoolId, by: userId, at });
const updated = { type: 'EventDetailsUpdated', data: { eventId: 'e1', changes: { name: 'Gulf MUN' }, by: 'host', at } };

describe('the facts of a batch', () => {
  it("given teachers moving school and joining during the batch, then a delegate's advisors are their school's teachers as of each event", () => {
    const batch = new BatchFacts(
      snapshot(
        new Map([
          ['s1', { role: 'student', schoolKey: 'school:3' }],
          ['t1', { role: 'teacher', schoolKey: 'school:3' }],
          ['t2', { role: 'teacher', schoolKey: 'school:4' }],
        ]),
      ),
    );
    const advisorsOfS1 = () => batch.contextFor(updated as never).advisorsOf('s1');
    expect(advisorsOfS1()).toEqual(['t1']);

    batch.learnFact(profileAt('t1', '4'));
    batch.learnFact(profileAt('t2', '3'));
    expect(advisorsOfS1()).toEqual(['t2']);

    batch.learnFact(
      recorded('UserRegistered', {
        userId: 't3',
        role: 'teacher',
        globalRole: 'user',
        emailDigest: 'd3',
        emailVerified: true,
        sealed: 'v1.x',
        by: 't3',
        at,
      }),
    );
    batch.learnFact(profileAt('t3', '3'));
    expect(advisorsOfS1()).toEqual(['t2', 't3']);
    // A teacher is not their own advisor.
    expect(batch.contextFor(updated as never).advisorsOf('t2')).toEqual(['t3']);
  });

  it("given an event's delegates, then its context lists them sorted, as they stand when asked", () => {
    const batch = new BatchFacts(snapshot(new Map()));
    expect(batch.contextFor(updated as never).event?.delegateUserIds).toEqual(['s1', 's2']);
  });
});
