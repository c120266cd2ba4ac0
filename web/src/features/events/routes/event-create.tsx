import { Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CreateEventForm } from '../components/create-event-form';
import { t } from '../../../i18n/intl';

/** /event-create (spec §2): the three-step event creation of the signed-in organiser. */
export const EventCreateRoute = () => {
  useDocumentTitle(t('Create Event'));
  const { organiserId } = useSession();
  // The route guard already requires an organiser id; this keeps the form's input a plain string.
  if (!organiserId) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <section className="page events-page" aria-labelledby="event-create-title">
      <h1 className="page__title" id="event-create-title">
        {t('Create Event')}
      </h1>
      <CreateEventForm organiserId={organiserId} />
    </section>
  );
};
