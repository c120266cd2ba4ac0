import type { AnswerDataOf } from '@contract/endpoint';
import type { conferenceEndpoints } from '@contract/conference';
import { msg, t } from '../../../i18n/intl';

type Attendance = AnswerDataOf<typeof conferenceEndpoints.attendance>;

const parts = [
  { key: 'present', label: msg('Present'), className: 'attendance-chart__part--present' },
  { key: 'presentAndVoting', label: msg('Present and Voting'), className: 'attendance-chart__part--voting' },
  { key: 'absent', label: msg('Absent'), className: 'attendance-chart__part--absent' },
  { key: 'unmarked', label: msg('Unmarked'), className: 'attendance-chart__part--unmarked' },
] as const;

/**
 * The attendance chart: per committee, one stacked bar per session (present, present and
 * voting, absent, unmarked, as shares of the seated delegates), drawn with plain CSS widths;
 * every bar also says its counts in words for screen readers and in its tooltip.
 */
export const AttendanceChart = ({ attendance }: { attendance: Attendance }) => {
  const nameOf = new Map(attendance.sessions.map((session) => [session.id, session.name]));
  return (
    <figure className="attendance-chart" aria-label={t('Attendance chart')}>
      <ul className="attendance-chart__legend" aria-hidden="true">
        {parts.map((part) => (
          <li key={part.key}>
            <span className={`attendance-chart__swatch ${part.className}`} /> {t(part.label)}
          </li>
        ))}
        <li>
          <span className="attendance-chart__late">{t('L')}</span> {t('Late')}
        </li>
      </ul>
      {attendance.committees.map((committee) => (
        <section
          key={committee.committeeId}
          className="attendance-chart__committee"
          aria-label={t('{abbr} attendance', { abbr: committee.abbr })}
        >
          <h3 className="attendance-chart__title">
            {committee.abbr} <span className="attendance-chart__seated">{t('{count} seated', { count: committee.seated })}</span>
          </h3>
          {committee.sessions.map((counts) => {
            const total = Math.max(committee.seated, 1);
            const words = t(
              '{session}: {present} present, {voting} present and voting, {absent} absent, {unmarked} unmarked, {late} late',
              {
                session: nameOf.get(counts.sessionId) ?? '',
                present: counts.present,
                voting: counts.presentAndVoting,
                absent: counts.absent,
                unmarked: counts.unmarked,
                late: counts.late,
              },
            );
            return (
              <div key={counts.sessionId} className="attendance-chart__line" role="img" aria-label={words} title={words}>
                <span className="attendance-chart__session">{nameOf.get(counts.sessionId)}</span>
                <span className="attendance-chart__bar">
                  {parts.map((part) =>
                    counts[part.key] > 0 ? (
                      <span
                        key={part.key}
                        className={`attendance-chart__part ${part.className}`}
                        style={{ width: `${(counts[part.key] / total) * 100}%` }}
                      >
                        {counts[part.key]}
                      </span>
                    ) : null,
                  )}
                </span>
                <span className="attendance-chart__late-count">{counts.late > 0 ? t('{count} L', { count: counts.late }) : ''}</span>
              </div>
            );
          })}
        </section>
      ))}
    </figure>
  );
};
