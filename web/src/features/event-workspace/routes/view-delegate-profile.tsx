import { useParams, useSearchParams } from 'react-router-dom';
import { DelegateProfile } from '../allocation/components/delegate-profile';

/** /view-delegate-profile/{registrationId}?eventId={eventId} (spec §2). */
export const ViewDelegateProfileRoute = () => {
  const { registrationId = '' } = useParams();
  const [params] = useSearchParams();
  // A new delegate is a new lookup: the event found for the last one does not carry over.
  return <DelegateProfile key={registrationId} registrationId={registrationId} eventId={params.get('eventId')} />;
};
