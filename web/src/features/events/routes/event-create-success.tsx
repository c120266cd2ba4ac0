import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /event-create-success (spec §2). */
export const EventCreateSuccessRoute = () => {
  useDocumentTitle('Event Created');
  return (
    <section className="page events-success" aria-labelledby="event-created-title">
      <div className="card events-success__card">
        <span className="events-success__icon" aria-hidden="true">
          ✓
        </span>
        <h1 className="events-success__title" id="event-created-title">
          Your event is created.
        </h1>
        <p className="events-success__text">A super user reviews it before delegates can register.</p>
        <div className="events-success__actions">
          <Link className="button button--secondary" to={paths.home.getHref()}>
            Back to Home
          </Link>
          <Link className="button button--primary" to={paths.organiser.getHref()}>
            View my events
          </Link>
        </div>
      </div>
    </section>
  );
};
