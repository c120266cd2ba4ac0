import type { CommonQueryMethods } from 'slonik';
import { attendanceMarkLabels, type AttendanceMark } from '@domain/conference/conference-rules';
import { listSeated } from '../../../projections/allocation/delegate-allocations';
import { listMarks, listSessions, type MarkRow, type SessionRow } from '../../../projections/conference/attendance';
import { findRegistrationAnswers } from '../../../projections/registrations/registration-views/registration-views';
import { listEventCommittees, type EventCommitteeRow } from '../../../projections/workspace/event-committees-list';
import { translateMessage, type MessageLanguage } from '@domain/shared/messages/translate';

export interface SeatedDelegate {
  delegateId: string;
  eventCommitteeId: string;
  name: string | null;
  school: string | null;
  country: string | null;
}

/**
 * Who sits in the event's committees now (of one committee, or of all), with what a chair's
 * screens show of them, by name. Chairs are often students: they see seats once published to
 * their delegates (`seen: 'published'`); the organiser sees the drafts.
 */
export const seatedDelegates = async (
  db: CommonQueryMethods,
  eventId: string,
  eventCommitteeId?: string,
  seen: 'draft' | 'published' = 'draft',
): Promise<SeatedDelegate[]> => {
  const seated = await listSeated(db, eventId, eventCommitteeId, seen);
  const answers = await findRegistrationAnswers(
    db,
    seated.map((row) => row.registration_id),
    seen,
  );
  const answerOf = new Map(answers.map((answer) => [answer.id, answer]));
  return seated
    .map((row): SeatedDelegate => {
      const answer = answerOf.get(row.registration_id);
      return {
        delegateId: row.registration_id,
        eventCommitteeId: row.event_committee_id,
        name: answer ? (answer.user.fullname ?? answer.user.username) : null,
        school: answer?.user.school?.name ?? null,
        country: answer?.country?.name ?? null,
      };
    })
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.delegateId.localeCompare(b.delegateId));
};

/** Marks by `${eventCommitteeId}/${sessionId}/${registrationId}`. */
export const marksByKey = (marks: readonly MarkRow[]) =>
  new Map(marks.map((mark) => [`${mark.event_committee_id}/${mark.session_id}/${mark.registration_id}`, mark]));

export const markText = (mark: { mark: AttendanceMark; late: boolean } | undefined, language: MessageLanguage = 'en') => {
  if (!mark) return '';
  const label = translateMessage(attendanceMarkLabels[mark.mark], language);
  return mark.late ? translateMessage('{mark} (late)', language).replace('{mark}', label) : label;
};

export interface AttendanceSheet {
  committees: EventCommitteeRow[];
  sessions: SessionRow[];
  delegates: SeatedDelegate[];
  marks: Map<string, MarkRow>;
}

/** Everything the organiser's attendance screen and export are made of. */
export const attendanceSheet = async (db: CommonQueryMethods, eventId: string): Promise<AttendanceSheet> => {
  const [committees, sessions, delegates, marks] = await Promise.all([
    listEventCommittees(db, eventId),
    listSessions(db, eventId),
    seatedDelegates(db, eventId),
    listMarks(db, eventId),
  ]);
  return { committees, sessions, delegates, marks: marksByKey(marks) };
};

/** The export: a header row, then one row per seated delegate (committee by committee), one column per session. */
/** The sheet in the reader's language: its headings and marks (names, schools and countries as stored). */
export const attendanceTable = ({ committees, sessions, delegates, marks }: AttendanceSheet, language: MessageLanguage = 'en') => {
  const header = [
    ...['Committee', 'Delegate', 'School', 'Country'].map((heading) => translateMessage(heading, language)),
    ...sessions.map((session) => `${session.name} (${session.day} ${session.start})`),
  ];
  const rows = committees.flatMap((committee) =>
    delegates
      .filter((delegate) => delegate.eventCommitteeId === committee.id)
      .map((delegate) => [
        committee.abbr,
        delegate.name ?? '',
        delegate.school ?? '',
        delegate.country ?? '',
        ...sessions.map((session) => markText(marks.get(`${committee.id}/${session.session_id}/${delegate.delegateId}`), language)),
      ]),
  );
  return { header, rows };
};
