import { useParams } from 'react-router-dom';
import { UploadDelegates } from '../components/upload-delegates';

/** /upload-delegates/{eventId} (spec §2 Upload delegates). */
export const UploadDelegatesRoute = () => {
  const { eventId = '' } = useParams();
  // Another event is another upload: nothing carries over.
  return <UploadDelegates key={eventId} eventId={eventId} />;
};
