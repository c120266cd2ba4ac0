import { z } from 'zod';

/** Roll call's three marks, in the order a chair's row shows them. */
export const attendanceMarks = ['present', 'present_and_voting', 'absent'] as const;
export type AttendanceMark = (typeof attendanceMarks)[number];

export const attendanceMarkLabels: Record<AttendanceMark, string> = {
  present: 'Present',
  present_and_voting: 'Present and Voting',
  absent: 'Absent',
};

/** The sessions and roll-call texts, shared by the server and the web app. */
export const conferenceMessages = {
  sessionsFetched: 'Sessions fetched successfully',
  sessionAdded: 'Session added successfully',
  sessionUpdated: 'Session updated successfully',
  sessionDeleted: 'Session deleted successfully',
  sessionNotFound: 'Session not found',
  sessionExists: 'A session with this name already exists on that day',
  nameRequired: 'Please enter the session name',
  nameTooLong: 'The session name must be at most 80 characters',
  dayInvalid: 'Please enter the day as YYYY-MM-DD',
  startInvalid: 'Please enter the start time as HH:MM',
  rollCallFetched: 'Roll call fetched successfully',
  marked: 'Attendance marked',
  alreadyMarked: 'Attendance already marked',
  markInvalid: 'Mark must be present, present_and_voting or absent',
  tapIdInvalid: 'tapId is required',
  delegateRequired: 'delegateId is required',
  notSeated: 'This delegate does not sit in this committee',
  absentNotLate: 'An absent delegate cannot be late',
  attendanceFetched: 'Attendance fetched successfully',
} as const;

const sessionName = z
  .string({ error: conferenceMessages.nameRequired })
  .trim()
  .min(1, conferenceMessages.nameRequired)
  .max(80, conferenceMessages.nameTooLong);
/** A calendar day, YYYY-MM-DD (the conference's local day, UAE). */
const sessionDay = z.iso.date({ error: conferenceMessages.dayInvalid });
/** A local start time, HH:MM (24 hours). */
const sessionStart = z
  .string({ error: conferenceMessages.startInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, conferenceMessages.startInvalid);

/** POST sessions: a new session of the conference. */
export const addSessionSchema = z.object(
  { name: sessionName, day: sessionDay, start: sessionStart },
  { error: conferenceMessages.nameRequired },
);
/** PATCH sessions/:sessionId: any of the three. */
export const updateSessionSchema = z.object(
  { name: sessionName.optional(), day: sessionDay.optional(), start: sessionStart.optional() },
  { error: conferenceMessages.nameRequired },
);

/** POST roll-call marks: one tap of a chair, named by the client's tapId so that its replays store it once. */
export const markAttendanceSchema = z.object(
  {
    registrationId: z
      .string({ error: conferenceMessages.delegateRequired })
      .trim()
      .min(1, conferenceMessages.delegateRequired)
      .max(100, conferenceMessages.delegateRequired),
    mark: z.enum(attendanceMarks, { error: conferenceMessages.markInvalid }),
    late: z.boolean({ error: 'late must be true or false' }).optional().default(false),
    tapId: z
      .string({ error: conferenceMessages.tapIdInvalid })
      .trim()
      .min(1, conferenceMessages.tapIdInvalid)
      .max(100, conferenceMessages.tapIdInvalid),
  },
  { error: conferenceMessages.tapIdInvalid },
);

/** Sessions in the order of the programme: day, then start, then name. */
export const bySchedule = <S extends { day: string; start: string; name: string }>(a: S, b: S) =>
  a.day.localeCompare(b.day) || a.start.localeCompare(b.start) || a.name.localeCompare(b.name);
