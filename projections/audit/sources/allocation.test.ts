import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { allocationStatusSource } from './allocation';

const at = '2026-11-25T10:00:00.000Z';
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: 'x1',
  type,
  streamId: 'event-committees-e1',
  revision: 0n,
  position: '1',
  data: { eventId: 'e1', ...data, at },
  metadata: {},
  createdAt: new Date(at),
});

describe('the allocation in the audit trail', () => {
  it('records delegation mode turned on and off, with who and when, on the event', () => {
    expect(allocationStatusSource.entriesOf(recorded('DelegationModeChanged', { enabled: true, by: 'host' }))).toEqual([
      { entityType: 'allocation', entityId: 'e1', from: 'off', to: 'on', by: 'host', at, detail: 'Delegation mode turned on' },
    ]);
    expect(allocationStatusSource.entriesOf(recorded('DelegationModeChanged', { enabled: false, by: 'admin' }))).toEqual([
      { entityType: 'allocation', entityId: 'e1', from: 'on', to: 'off', by: 'admin', at, detail: 'Delegation mode turned off' },
    ]);
    expect(allocationStatusSource.eventTypes).toContain('DelegationModeChanged');
  });

  it('records the publish setting as before', () => {
    expect(
      allocationStatusSource.entriesOf(recorded('AllocationPublishModeChanged', { mode: 'at_once', previous: 'batched', by: 'host' })),
    ).toEqual([
      {
        entityType: 'allocation',
        entityId: 'e1',
        from: 'batched',
        to: 'at_once',
        by: 'host',
        at,
        detail: 'when seat changes are published',
      },
    ]);
  });

  it('records nothing for an event it cannot read', () => {
    expect(allocationStatusSource.entriesOf(recorded('DelegationModeChanged', { enabled: 'yes', by: 'host' }))).toEqual([]);
  });
});
