import { useParams } from 'react-router-dom';
import { t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AttendancePage } from '../components/attendance-page';

/** The event's organiser and super users (the server refuses anyone else). */
export const AttendanceRoute = () => {
  useDocumentTitle(t('Attendance'));
  const { eventId = '' } = useParams();
  return <AttendancePage eventId={eventId} />;
};
