import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * Position papers: an event's paper settings (deadline for the event, optionally one per
 * committee; the rubric; whether scores are released), each delegate's submissions and the
 * chairs' reviews.
 *
 * One stream per event (`papers-<eventId>`), not one per committee, because the rules that
 * must hold under concurrency tie the committees together:
 * - a submission is late against the deadline in force when it is decided (the committee's, else
 *   the event's): the deadline and the submission in one stream, so no submission is judged
 *   against a deadline another request was changing at that moment;
 * - scores must lie within the rubric, which is the event's, and the rubric may not change once
 *   any paper is scored: one stream makes "no scores yet" and "the rubric changed" exclusive;
 * - release is one decision for the whole event (fair release: every committee's delegates see
 *   their scores from the same moment).
 * An event has a few hundred papers, each written a handful of times: the stream stays small,
 * and commands on it are group-committed by the handler.
 */
export const papersStreamId = (eventId: string) => `papers-${eventId}`;

export const paperStatuses = ['received', 'needs_revision', 'approved'] as const;
export type PaperStatus = (typeof paperStatuses)[number];
/** How screens name each status (shared by the delegate's page, the chair's list and History). */
export const paperStatusLabels: Record<PaperStatus, string> = {
  received: 'Received',
  needs_revision: 'Needs revision',
  approved: 'Approved',
};
export const paperFileTypes = ['pdf', 'docx'] as const;
export type PaperFileType = (typeof paperFileTypes)[number];

export const CRITERION_NAME_MAX = 40;
export const CRITERIA_MAX = 8;
export const CRITERION_MAX_SCORE = 20;
export const REVIEW_COMMENT_MAX = 2000;
export const PAPER_FILE_NAME_MAX = 200;

export const criterionSchema = z.object({ name: z.string(), max: z.number().int() });
export type Criterion = z.infer<typeof criterionSchema>;
export const scoreSchema = z.object({ criterion: z.string(), score: z.number().int() });
export type Score = z.infer<typeof scoreSchema>;

/** The rubric an event starts with: four criteria scored 1 to 5. */
export const defaultRubric: readonly Criterion[] = [
  { name: 'Research', max: 5 },
  { name: 'Policy', max: 5 },
  { name: 'Solutions', max: 5 },
  { name: 'Writing', max: 5 },
];

export const paperMessages = {
  settingsSaved: 'Position paper settings saved',
  uploaded: 'Position paper uploaded',
  uploadedLate: 'Position paper uploaded after the deadline: it is marked late',
  reviewed: 'Review saved',
  released: 'Scores released to delegates',
  withheld: 'Scores hidden from delegates again',
  notYourCommittee: 'You can only submit a paper for the committee you are seated in',
  noSeat: 'You can submit a position paper once your committee seat is published',
  notFound: 'Position paper not found',
  rubricLocked: 'The rubric cannot change once papers have been scored',
  rubricEmpty: 'Please give the rubric at least one criterion',
  rubricTooLong: `A rubric has at most ${CRITERIA_MAX} criteria`,
  criterionName: `Each criterion needs a name of at most ${CRITERION_NAME_MAX} characters`,
  criterionTwice: 'Each criterion may appear once',
  criterionMax: `Each criterion's highest score is a whole number from 2 to ${CRITERION_MAX_SCORE}`,
  scoreUnknown: 'Scores must name criteria of the rubric',
  scoreOutOfRange: (criterion: Criterion) => `${criterion.name} is scored from 1 to ${criterion.max}`,
  scoreTwice: 'Each criterion may be scored once',
  commentTooLong: `The comment must be at most ${REVIEW_COMMENT_MAX} characters`,
} as const;

const stamp = { by: z.string(), at: z.iso.datetime() };
const versionFields = {
  version: z.number().int().min(1),
  /** The stored file's name (`/uploads/<file>` is never served for it; see the paper's file route). */
  file: z.string(),
  /** The name the delegate's file had. */
  name: z.string(),
  size: z.number().int().min(0),
  type: z.enum(paperFileTypes),
  late: z.boolean(),
  /** The deadline in force when it was submitted (null: none). */
  deadline: z.iso.datetime().nullable(),
};
const reviewFields = { status: z.enum(paperStatuses), scores: z.array(scoreSchema), comment: z.string() };
const paperKey = { eventId: z.string(), eventCommitteeId: z.string(), registrationId: z.string() };

export const paperEventSchemas = {
  /** The event's deadline (`eventCommitteeId` null) or one committee's (null deadline: none, the event's applies). */
  PaperDeadlineSet: z.object({
    eventId: z.string(),
    eventCommitteeId: z.string().nullable(),
    deadline: z.iso.datetime().nullable(),
    previous: z.iso.datetime().nullable(),
    ...stamp,
  }),
  PaperRubricSet: z.object({ eventId: z.string(), criteria: z.array(criterionSchema), previous: z.array(criterionSchema), ...stamp }),
  /** A new version of a delegate's paper for their committee. */
  PaperSubmitted: z.object({ ...paperKey, userId: z.string(), ...versionFields, ...stamp }),
  /** A chair's review, or its correction (`previous`: what it replaced). `version`: the version read. */
  PaperReviewed: z.object({
    ...paperKey,
    ...reviewFields,
    version: z.number().int().min(1),
    previous: z.object(reviewFields).nullable(),
    ...stamp,
  }),
  /** Scores shown to delegates from now on (`released`), or hidden again. */
  PaperScoresReleased: z.object({ eventId: z.string(), released: z.boolean(), ...stamp }),
};

type Schemas = typeof paperEventSchemas;
export type PaperEventType = keyof Schemas;
export type PaperEvent = { [Type in PaperEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[PaperEventType];
export const paperEventTypes = Object.keys(paperEventSchemas) as PaperEventType[];

export const parsePaperEvent = (type: string, data: unknown): PaperEvent | null => {
  if (!(type in paperEventSchemas)) return null;
  return { type, data: paperEventSchemas[type as PaperEventType].parse(data) } as PaperEvent;
};

export type PaperVersion = Omit<z.infer<Schemas['PaperSubmitted']>, 'eventId' | 'eventCommitteeId' | 'registrationId' | 'userId' | 'by'>;
export type PaperReview = z.infer<z.ZodObject<typeof reviewFields>> & { version: number } & Stamp;

export interface Paper {
  eventCommitteeId: string;
  registrationId: string;
  userId: string;
  versions: readonly PaperVersion[];
  review: PaperReview | null;
}

export interface PapersState {
  deadline: string | null;
  committeeDeadlines: ReadonlyMap<string, string>;
  rubric: readonly Criterion[];
  released: (Stamp & { released: boolean }) | null;
  /** By `paperIdOf`. */
  papers: ReadonlyMap<string, Paper>;
}

/** A paper is a delegate's (registration's) for one committee: a delegate moved keeps the old one. */
export const paperIdOf = (registrationId: string, eventCommitteeId: string) => `${registrationId}:${eventCommitteeId}`;

/** The deadline a committee's papers are judged against now. */
export const deadlineFor = (state: Pick<PapersState, 'deadline' | 'committeeDeadlines'>, eventCommitteeId: string): string | null =>
  state.committeeDeadlines.get(eventCommitteeId) ?? state.deadline;

export const scoresReleased = (state: Pick<PapersState, 'released'>) => state.released?.released === true;

export type PaperCommand =
  | ({
      type: 'ChangePaperSettings';
      eventId: string;
      /** Undefined: left as it is. */
      deadline?: string | null;
      committeeDeadlines?: ReadonlyArray<{ eventCommitteeId: string; deadline: string | null }>;
      rubric?: readonly Criterion[];
    } & Stamp)
  | ({
      type: 'SubmitPaper';
      eventId: string;
      eventCommitteeId: string;
      registrationId: string;
      userId: string;
      /** The committee of the seat published to this delegate now (read from the committees stream), or null. */
      seatCommitteeId: string | null;
      file: { file: string; name: string; size: number; type: PaperFileType };
    } & Stamp)
  | ({
      type: 'ReviewPaper';
      eventId: string;
      eventCommitteeId: string;
      registrationId: string;
      status: PaperStatus;
      scores: readonly Score[];
      comment: string;
    } & Stamp)
  | ({ type: 'ReleasePaperScores'; eventId: string; released: boolean } & Stamp);

const invalid = (field: string, message: string, code = 'PAPER_INVALID') =>
  new DomainError('validation', code, message, { [field]: message });

/** The rubric as stored (names trimmed), or the rule it breaks. */
export const checkedRubric = (criteria: readonly Criterion[]): Criterion[] => {
  if (criteria.length === 0) throw invalid('rubric', paperMessages.rubricEmpty);
  if (criteria.length > CRITERIA_MAX) throw invalid('rubric', paperMessages.rubricTooLong);
  const seen = new Set<string>();
  return criteria.map(({ name, max }) => {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > CRITERION_NAME_MAX) throw invalid('rubric', paperMessages.criterionName);
    if (!Number.isInteger(max) || max < 2 || max > CRITERION_MAX_SCORE) throw invalid('rubric', paperMessages.criterionMax);
    const folded = trimmed.toLowerCase();
    if (seen.has(folded)) throw invalid('rubric', paperMessages.criterionTwice);
    seen.add(folded);
    return { name: trimmed, max };
  });
};

/** Scores in the rubric's order, each a whole number from 1 to its criterion's maximum; or the rule they break. */
export const checkedScores = (scores: readonly Score[], rubric: readonly Criterion[]): Score[] => {
  const given = new Map<string, number>();
  for (const { criterion, score } of scores) {
    const entry = rubric.find((each) => each.name === criterion);
    if (!entry) throw invalid('scores', paperMessages.scoreUnknown, 'PAPER_SCORE_OUT_OF_RUBRIC');
    if (given.has(entry.name)) throw invalid('scores', paperMessages.scoreTwice, 'PAPER_SCORE_OUT_OF_RUBRIC');
    if (!Number.isInteger(score) || score < 1 || score > entry.max)
      throw invalid('scores', paperMessages.scoreOutOfRange(entry), 'PAPER_SCORE_OUT_OF_RUBRIC');
    given.set(entry.name, score);
  }
  return rubric.flatMap((entry) => (given.has(entry.name) ? [{ criterion: entry.name, score: given.get(entry.name)! }] : []));
};

const sameRubric = (a: readonly Criterion[], b: readonly Criterion[]) =>
  a.length === b.length && a.every((entry, index) => entry.name === b[index]!.name && entry.max === b[index]!.max);
const sameScores = (a: readonly Score[], b: readonly Score[]) =>
  a.length === b.length && a.every((entry, index) => entry.criterion === b[index]!.criterion && entry.score === b[index]!.score);

const changeSettings = (command: Extract<PaperCommand, { type: 'ChangePaperSettings' }>, state: PapersState): PaperEvent[] => {
  const { eventId, by, at } = command;
  const events: PaperEvent[] = [];
  if (command.deadline !== undefined && command.deadline !== state.deadline)
    events.push({
      type: 'PaperDeadlineSet',
      data: { eventId, eventCommitteeId: null, deadline: command.deadline, previous: state.deadline, by, at },
    });
  const seen = new Set<string>();
  for (const { eventCommitteeId, deadline } of command.committeeDeadlines ?? []) {
    if (seen.has(eventCommitteeId)) throw invalid('committeeDeadlines', 'Each committee may have one deadline');
    seen.add(eventCommitteeId);
    const previous = state.committeeDeadlines.get(eventCommitteeId) ?? null;
    if (deadline !== previous) events.push({ type: 'PaperDeadlineSet', data: { eventId, eventCommitteeId, deadline, previous, by, at } });
  }
  if (command.rubric !== undefined) {
    const criteria = checkedRubric(command.rubric);
    if (!sameRubric(criteria, state.rubric)) {
      const scored = [...state.papers.values()].some((paper) => (paper.review?.scores.length ?? 0) > 0);
      if (scored)
        throw new DomainError('conflict', 'PAPER_RUBRIC_LOCKED', paperMessages.rubricLocked, { rubric: paperMessages.rubricLocked });
      events.push({ type: 'PaperRubricSet', data: { eventId, criteria, previous: [...state.rubric], by, at } });
    }
  }
  return events;
};

const submit = (command: Extract<PaperCommand, { type: 'SubmitPaper' }>, state: PapersState): PaperEvent[] => {
  const { eventId, eventCommitteeId, registrationId, userId, file, by, at } = command;
  if (command.seatCommitteeId === null) throw new DomainError('forbidden', 'PAPER_NO_SEAT', paperMessages.noSeat);
  if (command.seatCommitteeId !== eventCommitteeId)
    throw new DomainError('forbidden', 'PAPER_NOT_YOUR_COMMITTEE', paperMessages.notYourCommittee);
  const paper = state.papers.get(paperIdOf(registrationId, eventCommitteeId));
  // The same stored file again (a retried request) is the version already there.
  if (paper?.versions.some((version) => version.file === file.file)) return [];
  const deadline = deadlineFor(state, eventCommitteeId);
  const late = deadline !== null && Date.parse(at) > Date.parse(deadline);
  const name = file.name.trim().slice(0, PAPER_FILE_NAME_MAX) || `position-paper.${file.type}`;
  const version = (paper?.versions.length ?? 0) + 1;
  return [
    {
      type: 'PaperSubmitted',
      data: { eventId, eventCommitteeId, registrationId, userId, version, ...file, name, late, deadline, by, at },
    },
  ];
};

const review = (command: Extract<PaperCommand, { type: 'ReviewPaper' }>, state: PapersState): PaperEvent[] => {
  const { eventId, eventCommitteeId, registrationId, status, by, at } = command;
  const paper = state.papers.get(paperIdOf(registrationId, eventCommitteeId));
  if (!paper || paper.versions.length === 0) throw new DomainError('not_found', 'PAPER_NOT_FOUND', paperMessages.notFound);
  const scores = checkedScores(command.scores, state.rubric);
  const comment = command.comment.trim();
  if (comment.length > REVIEW_COMMENT_MAX) throw invalid('comment', paperMessages.commentTooLong);
  const version = paper.versions.length;
  const previous = paper.review;
  if (
    previous &&
    previous.status === status &&
    previous.comment === comment &&
    previous.version === version &&
    sameScores(previous.scores, scores)
  )
    return [];
  return [
    {
      type: 'PaperReviewed',
      data: {
        eventId,
        eventCommitteeId,
        registrationId,
        status,
        scores,
        comment,
        version,
        previous: previous ? { status: previous.status, scores: [...previous.scores], comment: previous.comment } : null,
        by,
        at,
      },
    },
  ];
};

const evolve = (state: PapersState, event: PaperEvent): PapersState => {
  switch (event.type) {
    case 'PaperDeadlineSet': {
      const { eventCommitteeId, deadline } = event.data;
      if (eventCommitteeId === null) return { ...state, deadline };
      const committeeDeadlines = new Map(state.committeeDeadlines);
      if (deadline === null) committeeDeadlines.delete(eventCommitteeId);
      else committeeDeadlines.set(eventCommitteeId, deadline);
      return { ...state, committeeDeadlines };
    }
    case 'PaperRubricSet':
      return { ...state, rubric: event.data.criteria };
    case 'PaperSubmitted': {
      const { eventCommitteeId, registrationId, userId, version, file, name, size, type, late, deadline, at } = event.data;
      const id = paperIdOf(registrationId, eventCommitteeId);
      const paper = state.papers.get(id) ?? { eventCommitteeId, registrationId, userId, versions: [], review: null };
      const papers = new Map(state.papers);
      papers.set(id, { ...paper, versions: [...paper.versions, { version, file, name, size, type, late, deadline, at }] });
      return { ...state, papers };
    }
    case 'PaperReviewed': {
      const { eventCommitteeId, registrationId, status, scores, comment, version, by, at } = event.data;
      const id = paperIdOf(registrationId, eventCommitteeId);
      const paper = state.papers.get(id);
      if (!paper) return state;
      const papers = new Map(state.papers);
      papers.set(id, { ...paper, review: { status, scores, comment, version, by, at } });
      return { ...state, papers };
    }
    case 'PaperScoresReleased': {
      const { released, by, at } = event.data;
      return { ...state, released: { released, by, at } };
    }
    default:
      return assertNever(event);
  }
};

export const papersDecider: Decider<PapersState, PaperCommand, PaperEvent> = {
  initialState: { deadline: null, committeeDeadlines: new Map(), rubric: defaultRubric, released: null, papers: new Map() },
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'ChangePaperSettings':
        return changeSettings(command, state);
      case 'SubmitPaper':
        return submit(command, state);
      case 'ReviewPaper':
        return review(command, state);
      case 'ReleasePaperScores': {
        if (scoresReleased(state) === command.released) return [];
        return [
          { type: 'PaperScoresReleased', data: { eventId: command.eventId, released: command.released, by: command.by, at: command.at } },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
