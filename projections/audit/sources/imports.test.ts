import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { importMappingStatusSource } from './imports';

const at = '2026-03-01T09:00:00.000Z';

describe('corrected import mappings in the audit trail', () => {
  it('records who corrected the mapping of which event, when, and to which headings', () => {
    const recorded: RecordedEvent = {
      id: 'x1',
      type: 'ImportMappingCorrected',
      streamId: 'import-mapping-e1',
      revision: 0n,
      position: '1',
      data: {
        eventId: 'e1',
        importId: 'import-1',
        headings: ['email address', 'student'],
        columns: { email: 'email address', fullName: 'student' },
        experienceUnit: 'conferences',
        by: 'organiser',
        at,
      },
      metadata: {},
      createdAt: new Date(at),
    };
    expect(importMappingStatusSource.entriesOf(recorded)).toEqual([
      {
        entityType: 'import-mapping',
        entityId: 'e1',
        from: null,
        to: 'corrected',
        by: 'organiser',
        at,
        detail: "Email ← 'email address', Full name ← 'student'; MUN experience counted in conferences; upload import-1",
      },
    ]);
  });
});
