import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { papersDecider, type PaperEvent } from './papers';

const papers = givenWhenThen(papersDecider);
const at = '2026-11-20T10:00:00.000Z';
const deadline = '2026-11-21T20:00:00.000Z';
const afterDeadline = '2026-11-21T20:00:01.000Z';
const file = { file: 'a.pdf', name: 'France DISEC.pdf', size: 1200, type: 'pdf' as const };

const submit = (overrides: Partial<{ at: string; seatCommitteeId: string | null; eventCommitteeId: string; file: typeof file }> = {}) => ({
  type: 'SubmitPaper' as const,
  eventId: 'e1',
  eventCommitteeId: 'c1',
  registrationId: 'r1',
  userId: 'u1',
  seatCommitteeId: 'c1',
  file,
  by: 'u1',
  at,
  ...overrides,
});
const submitted = (overrides: Partial<Extract<PaperEvent, { type: 'PaperSubmitted' }>['data']> = {}): PaperEvent => ({
  type: 'PaperSubmitted',
  data: {
    eventId: 'e1',
    eventCommitteeId: 'c1',
    registrationId: 'r1',
    userId: 'u1',
    version: 1,
    ...file,
    late: false,
    deadline: null,
    by: 'u1',
    at,
    ...overrides,
  },
});
const deadlineSet = (eventCommitteeId: string | null, value: string | null, previous: string | null = null): PaperEvent => ({
  type: 'PaperDeadlineSet',
  data: { eventId: 'e1', eventCommitteeId, deadline: value, previous, by: 'org', at },
});
const reviewCommand = (
  overrides: Partial<{
    status: 'received' | 'needs_revision' | 'approved';
    scores: Array<{ criterion: string; score: number }>;
    comment: string;
  }> = {},
) => ({
  type: 'ReviewPaper' as const,
  eventId: 'e1',
  eventCommitteeId: 'c1',
  registrationId: 'r1',
  status: 'approved' as const,
  scores: [
    { criterion: 'Writing', score: 4 },
    { criterion: 'Research', score: 5 },
  ],
  comment: ' Clear and well sourced. ',
  by: 'chair',
  at,
  ...overrides,
});
const reviewed: PaperEvent = {
  type: 'PaperReviewed',
  data: {
    eventId: 'e1',
    eventCommitteeId: 'c1',
    registrationId: 'r1',
    status: 'approved',
    // In the rubric's order, the comment trimmed.
    scores: [
      { criterion: 'Research', score: 5 },
      { criterion: 'Writing', score: 4 },
    ],
    comment: 'Clear and well sourced.',
    version: 1,
    previous: null,
    by: 'chair',
    at,
  },
};

describe('submitting a position paper', () => {
  it('stores the first version, on time without a deadline', () => {
    papers.given([]).when(submit()).then([submitted()]);
  });

  it('marks a paper after the deadline late, with the deadline it was judged against', () => {
    papers
      .given([deadlineSet(null, deadline)])
      .when(submit({ at: afterDeadline }))
      .then([submitted({ at: afterDeadline, late: true, deadline })]);
    papers
      .given([deadlineSet(null, deadline)])
      .when(submit({ at: deadline }))
      .then([submitted({ at: deadline, deadline })]);
  });

  it("judges against the committee's own deadline where it has one", () => {
    const committeeDeadline = '2026-11-25T20:00:00.000Z';
    papers
      .given([deadlineSet(null, deadline), deadlineSet('c1', committeeDeadline)])
      .when(submit({ at: afterDeadline }))
      .then([submitted({ at: afterDeadline, deadline: committeeDeadline })]);
  });

  it('keeps each upload as a new version; the same stored file again stores nothing', () => {
    const second = { ...file, file: 'b.pdf' };
    papers
      .given([submitted()])
      .when(submit({ file: second }))
      .then([submitted({ ...second, version: 2 })]);
    papers.given([submitted()]).when(submit()).then([]);
  });

  it('refuses a delegate without a published seat, or seated in another committee', () => {
    papers
      .given([])
      .when(submit({ seatCommitteeId: null }))
      .thenFails('PAPER_NO_SEAT');
    papers
      .given([])
      .when(submit({ seatCommitteeId: 'c2' }))
      .thenFails('PAPER_NOT_YOUR_COMMITTEE');
  });
});

describe("a chair's review", () => {
  it('stores status, scores within the rubric and the comment', () => {
    papers.given([submitted()]).when(reviewCommand()).then([reviewed]);
  });

  it('stores nothing when the same review is given again', () => {
    papers.given([submitted(), reviewed]).when(reviewCommand()).then([]);
  });

  it('stores a correction as a new event naming what it replaced', () => {
    papers
      .given([submitted(), reviewed])
      .when(reviewCommand({ status: 'needs_revision', scores: [{ criterion: 'Research', score: 2 }], comment: 'Cite sources.' }))
      .then([
        {
          type: 'PaperReviewed',
          data: {
            ...reviewed.data,
            status: 'needs_revision',
            scores: [{ criterion: 'Research', score: 2 }],
            comment: 'Cite sources.',
            previous: {
              status: 'approved',
              scores: (reviewed.data as { scores: Array<{ criterion: string; score: number }> }).scores,
              comment: 'Clear and well sourced.',
            },
          } as never,
        },
      ]);
  });

  it('refuses scores outside the rubric', () => {
    const given = papers.given([submitted()]);
    given.when(reviewCommand({ scores: [{ criterion: 'Research', score: 6 }] })).thenFails('PAPER_SCORE_OUT_OF_RUBRIC');
    given.when(reviewCommand({ scores: [{ criterion: 'Research', score: 0 }] })).thenFails('PAPER_SCORE_OUT_OF_RUBRIC');
    given.when(reviewCommand({ scores: [{ criterion: 'Research', score: 2.5 }] })).thenFails('PAPER_SCORE_OUT_OF_RUBRIC');
    given.when(reviewCommand({ scores: [{ criterion: 'Charisma', score: 3 }] })).thenFails('PAPER_SCORE_OUT_OF_RUBRIC');
    given
      .when(
        reviewCommand({
          scores: [
            { criterion: 'Research', score: 3 },
            { criterion: 'Research', score: 4 },
          ],
        }),
      )
      .thenFails('PAPER_SCORE_OUT_OF_RUBRIC');
  });

  it("scores against the organiser's rubric", () => {
    const rubric: PaperEvent = {
      type: 'PaperRubricSet',
      data: { eventId: 'e1', criteria: [{ name: 'Diplomacy', max: 10 }], previous: [], by: 'org', at },
    };
    papers
      .given([rubric, submitted()])
      .when(reviewCommand({ scores: [{ criterion: 'Research', score: 3 }] }))
      .thenFails('PAPER_SCORE_OUT_OF_RUBRIC');
    papers
      .given([rubric, submitted()])
      .when(reviewCommand({ scores: [{ criterion: 'Diplomacy', score: 9 }], comment: '' }))
      .then([{ type: 'PaperReviewed', data: { ...reviewed.data, scores: [{ criterion: 'Diplomacy', score: 9 }], comment: '' } as never }]);
  });

  it('refuses to review a paper never submitted', () => {
    papers.given([]).when(reviewCommand()).thenFails('PAPER_NOT_FOUND');
  });
});

describe("the organiser's settings and release", () => {
  const change = (changes: object) => ({ type: 'ChangePaperSettings' as const, eventId: 'e1', by: 'org', at, ...changes });

  it('stores only what changed', () => {
    papers
      .given([deadlineSet(null, deadline)])
      .when(change({ deadline, committeeDeadlines: [{ eventCommitteeId: 'c1', deadline: afterDeadline }] }))
      .then([deadlineSet('c1', afterDeadline)]);
    papers
      .given([deadlineSet(null, deadline)])
      .when(change({ deadline }))
      .then([]);
    papers
      .given([])
      .when(
        change({
          rubric: [
            { name: 'Research', max: 5 },
            { name: 'Policy', max: 5 },
            { name: 'Solutions', max: 5 },
            { name: 'Writing', max: 5 },
          ],
        }),
      )
      .then([]);
  });

  it('refuses a rubric without criteria, with a criterion twice or out of range, and a change once papers are scored', () => {
    papers
      .given([])
      .when(change({ rubric: [] }))
      .thenFails('PAPER_INVALID');
    papers
      .given([])
      .when(
        change({
          rubric: [
            { name: 'A', max: 5 },
            { name: ' a ', max: 5 },
          ],
        }),
      )
      .thenFails('PAPER_INVALID');
    papers
      .given([])
      .when(change({ rubric: [{ name: 'A', max: 1 }] }))
      .thenFails('PAPER_INVALID');
    papers
      .given([submitted(), reviewed])
      .when(change({ rubric: [{ name: 'A', max: 5 }] }))
      .thenFails('PAPER_RUBRIC_LOCKED');
  });

  it('releases scores once; releasing again stores nothing; they can be hidden again', () => {
    const release = { type: 'ReleasePaperScores' as const, eventId: 'e1', released: true, by: 'org', at };
    const released: PaperEvent = { type: 'PaperScoresReleased', data: { eventId: 'e1', released: true, by: 'org', at } };
    papers.given([]).when(release).then([released]);
    papers.given([released]).when(release).then([]);
    papers
      .given([])
      .when({ ...release, released: false })
      .then([]);
    papers
      .given([released])
      .when({ ...release, released: false })
      .then([{ type: 'PaperScoresReleased', data: { ...released.data, released: false } }]);
  });
});
