import { useParams } from 'react-router-dom';
import { DelegatePage } from '../components/delegate-page';

/** /student-delegate-page/{eventId} (spec §2). */
export const StudentDelegatePageRoute = () => {
  const { eventId = '' } = useParams();
  return <DelegatePage key={eventId} role="student" eventId={eventId} />;
};

/** /teacher-delegate-page/{eventId} (spec §2). */
export const TeacherDelegatePageRoute = () => {
  const { eventId = '' } = useParams();
  return <DelegatePage key={eventId} role="teacher" eventId={eventId} />;
};
