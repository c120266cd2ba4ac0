import { useDocumentTitle } from '../../../lib/use-document-title';
import { EventsList } from '../components/events-list';
import { t } from '../../../i18n/intl';

export const EventsRoute = () => {
  useDocumentTitle(t('Events'));
  return <EventsList />;
};
