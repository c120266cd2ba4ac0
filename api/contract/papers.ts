import { z } from 'zod';
import {
  CRITERIA_MAX,
  CRITERION_MAX_SCORE,
  CRITERION_NAME_MAX,
  paperFileTypes,
  paperStatuses,
  REVIEW_COMMENT_MAX,
} from '@domain/papers/papers';
import { endpoint, fileAnswer, multipartBody } from './endpoint';

const TAG = 'papers';
const id = z.string().min(1).max(100);
const eventParams = z.object({ eventId: id });
const committeeParams = eventParams.extend({ committeeId: id });
const paperParams = committeeParams.extend({ delegateId: id });
const versionParams = paperParams.extend({ version: z.coerce.number().int().min(1).max(10_000) });

const criterion = z.object({ name: z.string(), max: z.number().int() });
const score = z.object({ criterion: z.string(), score: z.number().int() });
const committeeRef = z.object({ id: z.string(), abbr: z.string() });

/** A deadline as sent: an ISO date-time with its offset (the browser sends the organiser's local time); null: none. */
const deadlineInput = z.iso.datetime({ offset: true, error: 'Please give the deadline as a date and time' }).nullable();

/** One version of a paper; `late` is judged against `deadline`, the deadline in force when it came. */
export const paperVersionView = z.object({
  version: z.number(),
  name: z.string(),
  size: z.number(),
  type: z.enum(paperFileTypes),
  at: z.string(),
  late: z.boolean(),
  deadline: z.string().nullable(),
});

export const paperSettingsView = z.object({
  /** The event's deadline (null: none). */
  deadline: z.string().nullable(),
  /** Every committee of the event with its own deadline (null: the event's applies). */
  committees: z.array(committeeRef.extend({ deadline: z.string().nullable() })),
  rubric: z.array(criterion),
  /** The rubric cannot change once a paper is scored. */
  rubric_locked: z.boolean(),
  released: z.boolean(),
  released_at: z.string().nullable(),
});

export const papersOverviewView = z.object({
  released: z.boolean(),
  committees: z.array(
    committeeRef.extend({
      deadline: z.string().nullable(),
      /** Papers submitted (at least one version), those whose latest version is late, and those reviewed. */
      submitted: z.number(),
      late: z.number(),
      reviewed: z.number(),
    }),
  ),
});

/** The delegate's own paper for the committee of their published seat. Scores and comment only once released. */
export const myPaperView = z.object({
  /** null: no seat published to the delegate yet (nothing to submit for). */
  committee: committeeRef.nullable(),
  deadline: z.string().nullable(),
  rubric: z.array(criterion),
  versions: z.array(paperVersionView),
  /** null: not reviewed yet. */
  status: z.enum(paperStatuses).nullable(),
  released: z.boolean(),
  scores: z.array(score).nullable(),
  comment: z.string().nullable(),
});

/** A delegate of the committee (a published seat there, or a paper sent for it) and their paper, as its chairs see them. */
export const committeePaperView = z.object({
  /** The registration. */
  id: z.string(),
  fullname: z.string().nullable(),
  country: z.object({ name: z.string(), code: z.string(), flag: z.string() }).nullable(),
  versions: z.array(paperVersionView),
  /** Whether the latest version came after its deadline. */
  late: z.boolean(),
  status: z.enum(paperStatuses).nullable(),
  scores: z.array(score),
  comment: z.string(),
  /** The version the review was given on (a newer one may have come since). */
  reviewed_version: z.number().nullable(),
});

export const committeePapersView = z.object({
  committee: committeeRef,
  deadline: z.string().nullable(),
  rubric: z.array(criterion),
  released: z.boolean(),
  papers: z.array(committeePaperView),
});

/** Position papers (beyond the spec): organisers set deadlines and the rubric, delegates upload, chairs review. */
export const papersEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/v1/papers/:eventId/settings',
    access: 'organiser',
    tag: TAG,
    summary: "The event's position paper settings: deadlines (the event's, each committee's), the rubric, whether scores are released",
    params: eventParams,
    data: paperSettingsView,
  }),
  changeSettings: endpoint({
    method: 'PATCH',
    path: '/api/v1/papers/:eventId/settings',
    access: 'organiser',
    tag: TAG,
    summary: 'Change the deadline, committee deadlines or the rubric (what is left out stays; the same again stores nothing)',
    params: eventParams,
    body: z.object({
      deadline: deadlineInput.optional(),
      committees: z
        .array(z.object({ committeeId: id, deadline: deadlineInput }))
        .max(200)
        .optional(),
      rubric: z
        .array(
          z.object({
            name: z.string().max(CRITERION_NAME_MAX * 4),
            max: z.number().int().min(2).max(CRITERION_MAX_SCORE),
          }),
        )
        .min(1)
        .max(CRITERIA_MAX)
        .optional(),
    }),
    data: paperSettingsView,
  }),
  release: endpoint({
    method: 'POST',
    path: '/api/v1/papers/:eventId/release',
    access: 'organiser',
    tag: TAG,
    summary: 'Show the scores to delegates (released: true, the default), or hide them again (false)',
    params: eventParams,
    body: z.object({ released: z.boolean().default(true) }).nullish(),
    data: paperSettingsView,
  }),
  overview: endpoint({
    method: 'GET',
    path: '/api/v1/papers/:eventId/overview',
    access: 'organiser',
    tag: TAG,
    summary: 'Per committee: papers submitted, late and reviewed',
    params: eventParams,
    data: papersOverviewView,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/v1/papers/:eventId/my-paper',
    access: 'signed-in',
    tag: TAG,
    summary: "The caller's position paper for the committee of their published seat: versions, status; scores and comment once released",
    params: eventParams,
    data: myPaperView,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/v1/papers/:eventId/:committeeId/my-paper',
    access: 'signed-in',
    tag: TAG,
    summary:
      'Upload a new version of the caller\'s paper (multipart "file", .pdf or .docx checked by content) for the committee of their published seat; after the deadline it is accepted and marked late',
    params: committeeParams,
    body: multipartBody,
    status: 201,
    data: z.object({ version: paperVersionView }),
  }),
  committee: endpoint({
    method: 'GET',
    path: '/api/v1/papers/:eventId/:committeeId/papers',
    access: 'signed-in',
    tag: TAG,
    summary: "A committee's delegates and their papers with status and scores (its chairs, the event's organiser, super users)",
    params: committeeParams,
    data: committeePapersView,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/v1/papers/:eventId/:committeeId/papers/:delegateId/versions/:version/file',
    access: 'signed-in',
    tag: TAG,
    summary: "One version's file: to the delegate who sent it, the committee's chairs, the event's organiser and super users",
    params: versionParams,
    data: fileAnswer,
  }),
  review: endpoint({
    method: 'PATCH',
    path: '/api/v1/papers/:eventId/:committeeId/papers/:delegateId/review',
    access: 'signed-in',
    tag: TAG,
    summary: "Review a paper's latest version: status, scores within the rubric, a comment the delegate sees once scores are released",
    params: paperParams,
    body: z.object({
      status: z.enum(paperStatuses, { error: 'Please choose a status' }),
      scores: z.array(score).max(CRITERIA_MAX),
      comment: z.string().max(REVIEW_COMMENT_MAX * 2),
    }),
    data: committeePaperView,
  }),
};
