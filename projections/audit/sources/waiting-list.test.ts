import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { waitingListStatusSource } from './waiting-list';

const at = '2026-03-01T09:00:00.000Z';
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: 'x1',
  type,
  streamId: 'event-e1',
  revision: 0n,
  position: '1',
  data,
  metadata: {},
  createdAt: new Date(at),
});

describe('the waiting list in the audit trail', () => {
  it('records who joined, was promoted, left and was removed, by whom and when', () => {
    const ids = { eventId: 'e1', registrationId: 'r1', userId: 'u1' };
    const entries = [
      recorded('WaitingListJoined', {
        ...ids,
        role: 'student',
        munExperience: 0,
        prefCommitteeIds: [],
        sealed: 's',
        from: null,
        to: 'waiting',
        by: 'u1',
        at,
      }),
      recorded('WaitingListPromoted', { ...ids, from: 'waiting', to: 'registered', by: 'u9', at }),
      recorded('WaitingListLeft', { ...ids, reason: 'account_deleted', from: 'waiting', to: 'left', by: 'admin', at }),
      recorded('WaitingListRemoved', { ...ids, from: 'waiting', to: 'removed', by: 'organiser', at }),
    ].flatMap((event) => waitingListStatusSource.entriesOf(event));
    expect(entries.map(({ from, to, by, detail }) => [from, to, by, detail])).toEqual([
      [null, 'waiting', 'u1', 'user u1, place r1'],
      ['waiting', 'registered', 'u9', 'user u1, registration r1'],
      ['waiting', 'left', 'admin', 'user u1, place r1, account deleted'],
      ['waiting', 'removed', 'organiser', 'user u1, place r1'],
    ]);
    expect(entries.every((entry) => entry.entityType === 'waiting-list' && entry.entityId === 'e1' && entry.at === at)).toBe(true);
  });

  it('skips what its schema refuses', () => {
    expect(waitingListStatusSource.entriesOf(recorded('WaitingListPromoted', { eventId: 'e1' }))).toEqual([]);
  });
});
