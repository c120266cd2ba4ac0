import { useParams } from 'react-router-dom';
import { PapersPage } from '../components/papers-page';

/** /papers/{eventId}: the event's position papers for its organiser; the server decides who may see them. */
export const PapersRoute = () => {
  const { eventId = '' } = useParams();
  return <PapersPage key={eventId} eventId={eventId} />;
};
