import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrganiserEvents } from '../api/get-organiser-events';
import { EventGrid } from '../components/event-grid';
import { msg, t } from '../../../i18n/intl';

const LOAD_FAILED = msg('Failed to load your events');

/** /organiser (spec §2): the organiser's own events, every status, each leading to its workspace. */
export const OrganiserEventsRoute = () => {
  useDocumentTitle(t('Organiser Events'));
  const { organiserId } = useSession();
  const events = useOrganiserEvents(organiserId);

  const body = () => {
    if (events.isPending) {
      return (
        <p className="route-loading" role="status">
          {t('Loading events…')}
        </p>
      );
    }
    if (events.isError) {
      return (
        <div className="card events-empty" role="alert">
          <p>{t(LOAD_FAILED)}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void events.refetch()}>
            {t('Try again')}
          </button>
        </div>
      );
    }
    if (events.data.length === 0) {
      return (
        <div className="card events-empty">
          <h2 className="events-empty__title">{t('No events available')}</h2>
          <p>{t('Please create an event to get started.')}</p>
        </div>
      );
    }
    return (
      <EventGrid events={events.data} label={t('Your events')} showStatus hrefOf={(event) => paths.eventDashboard.getHref(event.id)} />
    );
  };

  return (
    <section className="page events-page" aria-labelledby="organiser-title">
      <header className="events-page__head">
        <h1 className="page__title" id="organiser-title">
          {t('Organiser Events')}
        </h1>
        <Link className="button button--primary" to={paths.eventCreate.getHref()}>
          {t('Create Event')}
        </Link>
      </header>
      {body()}
    </section>
  );
};
