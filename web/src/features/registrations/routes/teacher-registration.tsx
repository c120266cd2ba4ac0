import { useParams } from 'react-router-dom';
import { RegistrationPage } from '../components/registration-page';

/** /teacher-registration/{eventId} (spec §2). */
export const TeacherRegistrationRoute = () => {
  const { eventId = '' } = useParams();
  return <RegistrationPage key={eventId} role="teacher" eventId={eventId} />;
};
