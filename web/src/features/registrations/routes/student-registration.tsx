import { useParams } from 'react-router-dom';
import { RegistrationPage } from '../components/registration-page';

/** /student-registration/{eventId} (spec §2). */
export const StudentRegistrationRoute = () => {
  const { eventId = '' } = useParams();
  return <RegistrationPage key={eventId} role="student" eventId={eventId} />;
};
