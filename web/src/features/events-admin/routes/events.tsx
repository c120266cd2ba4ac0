import { useDocumentTitle } from '../../../lib/use-document-title';
import { EventsList } from '../components/events-list';

export const EventsRoute = () => {
  useDocumentTitle('Events');
  return <EventsList />;
};
