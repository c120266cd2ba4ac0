import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { papersStatusSource } from './papers';

const at = '2026-11-22T09:00:00.000Z';
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: 'x1',
  type,
  streamId: 'papers-e1',
  revision: 0n,
  position: '1',
  data,
  metadata: {},
  createdAt: new Date(at),
});

describe('position papers in the audit trail', () => {
  it('records a late submission and a review with who and when, naming the delegate by registration only', () => {
    const submitted = recorded('PaperSubmitted', {
      eventId: 'e1',
      eventCommitteeId: 'c1',
      registrationId: 'r1',
      userId: 'u1',
      version: 2,
      file: 'f.pdf',
      name: 'Layla Haddad France.pdf',
      size: 10,
      type: 'pdf',
      late: true,
      deadline: '2026-11-21T20:00:00.000Z',
      by: 'u1',
      at,
    });
    const [entry] = papersStatusSource.entriesOf(submitted);
    expect(entry).toEqual({
      entityType: 'position-paper',
      entityId: 'e1',
      from: 'version 1',
      to: 'version 2, late',
      by: 'u1',
      at,
      detail: 'registration r1, committee c1, deadline 2026-11-21T20:00:00.000Z',
    });
    expect(JSON.stringify(entry)).not.toContain('Layla');
    const reviewed = recorded('PaperReviewed', {
      eventId: 'e1',
      eventCommitteeId: 'c1',
      registrationId: 'r1',
      status: 'approved',
      scores: [{ criterion: 'Research', score: 5 }],
      comment: 'Good',
      version: 2,
      previous: null,
      by: 'chair',
      at,
    });
    expect(papersStatusSource.entriesOf(reviewed)).toEqual([
      {
        entityType: 'position-paper',
        entityId: 'e1',
        from: 'submitted',
        to: 'approved',
        by: 'chair',
        at,
        detail: 'registration r1, committee c1, version 2: Research 5',
      },
    ]);
  });

  it('records the release of scores', () => {
    expect(papersStatusSource.entriesOf(recorded('PaperScoresReleased', { eventId: 'e1', released: true, by: 'org', at }))).toMatchObject([
      { from: 'scores hidden', to: 'scores released', by: 'org' },
    ]);
  });
});
