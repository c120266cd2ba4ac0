import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { workspaceStatusSource } from './workspace';

const at = '2026-11-25T10:00:00.000Z';
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: 'x1',
  type,
  streamId: 'event-leaders-e1',
  revision: 0n,
  position: '1',
  data: { eventId: 'e1', ...data, at },
  metadata: {},
  createdAt: new Date(at),
});

describe('released roles and chairs in the audit trail', () => {
  it('records a leadership role released because its holder left, with who, when and why', () => {
    const released = recorded('EventLeaderRemoved', { entryId: 'l1', userId: 'u1', roleId: '3', reason: 'cancelled', by: 'u1' });
    expect(workspaceStatusSource.entriesOf(released)).toEqual([
      {
        entityType: 'leadership-role',
        entityId: 'l1',
        from: 'held',
        to: 'released',
        by: 'u1',
        at,
        detail: 'holder left (registration cancelled); event e1, role 3, holder u1',
      },
    ]);
  });

  it('records the chair seats of a committee released, never the holder’s username', () => {
    const released = recorded('EventCommitteeUpdated', {
      eventCommitteeId: 'c1',
      changes: { deputyChair2Username: null, chairUsername: null },
      previous: { deputyChair2Username: 'amir1234', chairUsername: 'amir1234' },
      reason: 'account_deleted',
      by: 'admin',
    });
    const [entry] = workspaceStatusSource.entriesOf(released);
    expect(entry).toEqual({
      entityType: 'committee-chair',
      entityId: 'c1',
      from: 'held',
      to: 'released',
      by: 'admin',
      at,
      detail: 'chair, deputy chair 2: holder left (account deleted); event e1',
    });
    expect(JSON.stringify(entry)).not.toContain('amir1234');
  });

  it('leaves out the organiser’s own edits of roles and committees', () => {
    expect(
      workspaceStatusSource.entriesOf(recorded('EventLeaderRemoved', { entryId: 'l1', userId: 'u1', roleId: '3', by: 'host' })),
    ).toEqual([]);
    expect(
      workspaceStatusSource.entriesOf(
        recorded('EventCommitteeUpdated', {
          eventCommitteeId: 'c1',
          changes: { chairUsername: null },
          previous: { chairUsername: 'a' },
          by: 'host',
        }),
      ),
    ).toEqual([]);
  });
});
