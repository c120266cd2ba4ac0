import { useId, useMemo, useState } from 'react';
import { attendanceMarkLabels, attendanceMarks, type AttendanceMark } from '@domain/conference/conference-rules';
import { t, tm } from '../../../i18n/intl';
import { useCommitteeAttendance, useRollCall } from '../api/roll-call-api';
import { enqueueTap, shownMark, tapFor, type QueuedTap } from '../utils/roll-call-queue';
import { useTapSender } from './roll-call-sender';

const newTapId = () => crypto.randomUUID();

const sessionLabel = (session: { name: string; day: string; start: string }) => `${session.name} — ${session.day} ${session.start}`;

const markClass: Record<AttendanceMark, string> = {
  present: 'roll-call__mark--present',
  present_and_voting: 'roll-call__mark--voting',
  absent: 'roll-call__mark--absent',
};

/** The waiting taps, as a sentence for the indicator. */
const waitingText = (count: number) =>
  count === 0 ? t('All taps sent') : t('{count, plural, one {# tap waiting to send} other {# taps waiting to send}}', { count });

/**
 * A committee's roll call, for its chairs on a phone or a tablet: pick a session, then one row
 * per seated delegate with Present / Present and Voting / Absent and a Late toggle. A tap shows
 * at once and is queued on the device until the server has it (see useTapSender), so a flaky
 * connection loses none; replays are the same tap and store nothing twice.
 */
export const RollCall = ({ eventId, committeeId }: { eventId: string; committeeId: string }) => {
  const attendance = useCommitteeAttendance(eventId, committeeId);
  const sessions = attendance.data?.sessions ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const sessionId = chosen ?? sessions[0]?.id ?? null;
  const rollCall = useRollCall(eventId, committeeId, sessionId);
  const { waiting } = useTapSender();
  const pickerId = useId();

  const mine = useMemo(
    () => waiting.filter((tap) => tap.eventCommitteeId === committeeId && tap.sessionId === sessionId),
    [waiting, committeeId, sessionId],
  );
  const rows = (rollCall.data?.delegates ?? []).map((row) => ({ ...row, shown: shownMark(row, mine) }));
  const counts = Object.fromEntries(attendanceMarks.map((mark) => [mark, rows.filter((row) => row.shown.mark === mark).length])) as Record<
    AttendanceMark,
    number
  >;
  const unmarked = rows.filter((row) => row.shown.mark === null).length;

  const tap = (row: (typeof rows)[number], choice: AttendanceMark | 'late') => {
    const next = tapFor(row.shown, choice);
    if (!next || !sessionId) return;
    const queued: QueuedTap = {
      tapId: newTapId(),
      eventId,
      eventCommitteeId: committeeId,
      sessionId,
      registrationId: row.delegateId,
      ...next,
    };
    enqueueTap(queued);
  };

  if (attendance.isPending) return <p className="roll-call__note">{t('Loading the sessions…')}</p>;
  if (attendance.isError) return <p className="roll-call__note roll-call__note--error">{attendance.error.message}</p>;
  if (sessions.length === 0) return <p className="roll-call__note">{t('The organiser has not set any sessions yet.')}</p>;

  return (
    <section
      className="roll-call"
      aria-label={attendance.data ? t('Roll call of {abbr}', { abbr: attendance.data.committee.abbr }) : t('Roll call of the committee')}
    >
      <div className="roll-call__bar">
        <label className="roll-call__picker" htmlFor={pickerId}>
          <span>{t('Session')}</span>
          <select id={pickerId} value={sessionId ?? ''} onChange={(event) => setChosen(event.target.value)}>
            {sessions.map((session) => (
              <option key={session.id} value={session.id}>
                {sessionLabel(session)}
              </option>
            ))}
          </select>
        </label>
        <p className={`roll-call__queue${waiting.length > 0 ? ' roll-call__queue--waiting' : ''}`} role="status" aria-live="polite">
          {waitingText(waiting.length)}
        </p>
      </div>
      <p className="roll-call__counts" aria-label={t('Counts')}>
        {attendanceMarks.map((mark) => (
          <span key={mark} className={`roll-call__count ${markClass[mark]}`}>
            {tm(attendanceMarkLabels[mark])} {counts[mark]}
          </span>
        ))}
        <span className="roll-call__count">{t('Unmarked {count}', { count: unmarked })}</span>
      </p>
      {rollCall.isPending ? (
        <p className="roll-call__note">{t('Loading the delegates…')}</p>
      ) : rows.length === 0 ? (
        <p className="roll-call__note">{t('No delegates sit in this committee yet.')}</p>
      ) : (
        <ul className="roll-call__rows">
          {rows.map((row) => {
            const name = row.name ?? t('Unnamed delegate');
            return (
              <li
                key={row.delegateId}
                className={`roll-call__row${row.shown.pending ? ' roll-call__row--pending' : ''}`}
                data-delegate={row.delegateId}
              >
                <div className="roll-call__who">
                  <bdi className="roll-call__name">{name}</bdi>
                  <bdi className="roll-call__detail">{[row.country, row.school].filter(Boolean).join(' · ')}</bdi>
                </div>
                <div className="roll-call__marks" role="group" aria-label={t('Attendance of {name}', { name })}>
                  {attendanceMarks.map((mark) => (
                    <button
                      key={mark}
                      type="button"
                      className={`roll-call__mark ${markClass[mark]}`}
                      aria-pressed={row.shown.mark === mark}
                      onClick={() => tap(row, mark)}
                    >
                      {tm(attendanceMarkLabels[mark])}
                    </button>
                  ))}
                  <button
                    type="button"
                    className="roll-call__late"
                    aria-pressed={row.shown.late}
                    aria-label={t('Late: {name}', { name })}
                    onClick={() => tap(row, 'late')}
                  >
                    {t('Late')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
