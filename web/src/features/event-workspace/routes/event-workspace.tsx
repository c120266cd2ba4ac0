import { useParams } from 'react-router-dom';
import { EventWorkspace } from '../components/event-workspace';

/** /event-dashboard/{eventId} (spec §2). */
export const EventWorkspaceRoute = () => {
  const { eventId = '' } = useParams();
  return <EventWorkspace eventId={eventId} />;
};
