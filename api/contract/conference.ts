import { z } from 'zod';
import { attendanceMarks } from '@domain/conference/conference-rules';
import { checkedByRoute, deletedId, eventIdParams, pathId } from './checked-by-route';
import { endpoint, fileAnswer } from './endpoint';

const TAG = 'conference';

/** One session of a conference's programme: a name, a day (YYYY-MM-DD) and a start (HH:MM, local). */
export const sessionView = z.object({ id: z.string(), name: z.string(), day: z.string(), start: z.string() });

const markSchema = z.enum(attendanceMarks);
const currentMark = z.object({ mark: markSchema, late: z.boolean() });

/** A seated delegate as a chair's screens show them: a name, their school and country, no contact details. */
const seatedDelegate = {
  delegateId: z.string(),
  name: z.string().nullable(),
  school: z.string().nullable(),
  country: z.string().nullable(),
};

const sessionParams = z.object({ eventId: pathId, sessionId: pathId });
const committeeParams = z.object({ eventId: pathId, committeeId: pathId });
const rollCallParams = z.object({ eventId: pathId, committeeId: pathId, sessionId: pathId });

const sessionBody = { name: z.string(), day: z.string().describe('YYYY-MM-DD'), start: z.string().describe('HH:MM') };

export const conferenceEndpoints = {
  sessions: endpoint({
    method: 'GET',
    path: '/api/v1/conference/:eventId/sessions',
    access: 'organiser',
    tag: TAG,
    summary: "A conference's sessions in the order of the programme (its organiser or a super user)",
    params: eventIdParams,
    data: z.array(sessionView),
  }),
  addSession: endpoint({
    method: 'POST',
    path: '/api/v1/conference/:eventId/sessions',
    access: 'organiser',
    tag: TAG,
    summary: 'Add a session: name, day and start (its organiser or a super user)',
    params: eventIdParams,
    body: checkedByRoute(sessionBody),
    data: sessionView,
    status: 201,
  }),
  updateSession: endpoint({
    method: 'PATCH',
    path: '/api/v1/conference/:eventId/sessions/:sessionId',
    access: 'organiser',
    tag: TAG,
    summary: "Change a session's name, day or start (its organiser or a super user)",
    params: sessionParams,
    body: checkedByRoute({ name: sessionBody.name.optional(), day: sessionBody.day.optional(), start: sessionBody.start.optional() }),
    data: sessionView,
  }),
  removeSession: endpoint({
    method: 'DELETE',
    path: '/api/v1/conference/:eventId/sessions/:sessionId',
    access: 'organiser',
    tag: TAG,
    summary: 'Remove a session from the programme; its marks stay in the history (its organiser or a super user)',
    params: sessionParams,
    data: deletedId,
  }),
  rollCall: endpoint({
    method: 'GET',
    path: '/api/v1/conference/:eventId/:committeeId/roll-call/:sessionId',
    access: 'signed-in',
    tag: TAG,
    summary:
      "A session's roll call in a committee: its seated delegates with their current mark (the committee's chairs, the organiser or a super user)",
    params: rollCallParams,
    data: z.object({
      session: sessionView,
      delegates: z.array(z.object({ ...seatedDelegate, mark: markSchema.nullable(), late: z.boolean(), markedAt: z.string().nullable() })),
    }),
  }),
  mark: endpoint({
    method: 'POST',
    path: '/api/v1/conference/:eventId/:committeeId/roll-call/:sessionId/marks',
    access: 'signed-in',
    tag: TAG,
    summary:
      "A chair's tap: a delegate's mark for the session. `tapId` is made by the client once per tap; the same tap sent again stores nothing (the committee's chairs, the organiser or a super user)",
    params: rollCallParams,
    body: checkedByRoute({ delegateId: z.string(), mark: markSchema, late: z.boolean().optional(), tapId: z.string() }),
    data: z.object({
      delegateId: z.string(),
      sessionId: z.string(),
      mark: markSchema,
      late: z.boolean(),
      /** Whether this request stored a mark (false: a replayed tap, or the mark the delegate already had). */
      stored: z.boolean(),
    }),
  }),
  committeeAttendance: endpoint({
    method: 'GET',
    path: '/api/v1/conference/:eventId/:committeeId/attendance',
    access: 'signed-in',
    tag: TAG,
    summary:
      "A committee's attendance: its seated delegates' marks in every session (the committee's chairs, the organiser or a super user)",
    params: committeeParams,
    data: z.object({
      committee: z.object({ id: z.string(), abbr: z.string() }),
      sessions: z.array(sessionView),
      delegates: z.array(z.object({ ...seatedDelegate, marks: z.record(z.string(), currentMark) })),
    }),
  }),
  attendance: endpoint({
    method: 'GET',
    path: '/api/v1/conference/:eventId/attendance',
    access: 'organiser',
    tag: TAG,
    summary:
      "Every committee's attendance per session: how many delegates are present, present and voting, absent, unmarked, and late (its organiser or a super user)",
    params: eventIdParams,
    data: z.object({
      sessions: z.array(sessionView),
      committees: z.array(
        z.object({
          committeeId: z.string(),
          abbr: z.string(),
          seated: z.number(),
          sessions: z.array(
            z.object({
              sessionId: z.string(),
              present: z.number(),
              presentAndVoting: z.number(),
              absent: z.number(),
              unmarked: z.number(),
              late: z.number(),
            }),
          ),
        }),
      ),
    }),
  }),
  attendanceCsv: endpoint({
    method: 'GET',
    path: '/api/v1/conference/:eventId/attendance.csv',
    access: 'organiser',
    tag: TAG,
    summary: 'The attendance as a CSV file: one row per seated delegate, one column per session (its organiser or a super user)',
    params: eventIdParams,
    data: fileAnswer,
  }),
  attendanceXlsx: endpoint({
    method: 'GET',
    path: '/api/v1/conference/:eventId/attendance.xlsx',
    access: 'organiser',
    tag: TAG,
    summary: 'The attendance as an .xlsx workbook, as the CSV file (its organiser or a super user)',
    params: eventIdParams,
    data: fileAnswer,
  }),
};
