import { useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { RegistrationSuccess } from '../components/registration-success';

/**
 * /student-registration-success/{eventId} and /teacher-registration-success/{eventId}
 * (spec §2): which page shows follows the stored userRole, not the path.
 */
export const RegistrationSuccessRoute = () => {
  const { eventId = '' } = useParams();
  const { userRole } = useSession();
  return <RegistrationSuccess role={userRole} eventId={eventId} />;
};
