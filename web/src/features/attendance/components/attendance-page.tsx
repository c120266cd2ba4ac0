import { toast } from 'sonner';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { downloadAttendance, useAttendance } from '../api/attendance-api';
import { AttendanceChart } from './attendance-chart';
import { AttendanceSessions } from './attendance-sessions';

/** /attendance/:eventId: the organiser's programme, every committee's attendance per session, and its export. */
export const AttendancePage = ({ eventId }: { eventId: string }) => {
  const attendance = useAttendance(eventId);
  const download = (format: 'csv' | 'xlsx') =>
    downloadAttendance(eventId, format).catch((error: unknown) =>
      toast.error(errorMessageOf(error, t('Failed to download the attendance'))),
    );
  return (
    <section className="page attendance" aria-labelledby="attendance-title">
      <div className="attendance__head">
        <h1 className="page__title" id="attendance-title">
          {t('Attendance')}
        </h1>
        <div className="attendance__downloads">
          <button type="button" className="button button--secondary button--small" onClick={() => void download('csv')}>
            {t('Download CSV')}
          </button>
          <button type="button" className="button button--secondary button--small" onClick={() => void download('xlsx')}>
            {t('Download XLSX')}
          </button>
        </div>
      </div>
      {attendance.isPending ? (
        <p className="attendance__note">{t('Loading the attendance…')}</p>
      ) : attendance.isError ? (
        <p className="attendance__note">{attendance.error.message}</p>
      ) : attendance.data && attendance.data.sessions.length > 0 && attendance.data.committees.length > 0 ? (
        <AttendanceChart attendance={attendance.data} />
      ) : (
        <p className="attendance__note">{t('Add sessions and committees to see the attendance.')}</p>
      )}
      <AttendanceSessions eventId={eventId} />
    </section>
  );
};
