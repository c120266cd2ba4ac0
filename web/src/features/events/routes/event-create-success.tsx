import { Link } from 'react-router-dom';
import { SuccessPage } from '../../../components/ui/success-page';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { t } from '../../../i18n/intl';

/** /event-create-success (spec §2). */
export const EventCreateSuccessRoute = () => {
  useDocumentTitle(t('Event Created'));
  return (
    <SuccessPage
      titleId="event-created-title"
      title={t('Your event is created.')}
      after={<p className="events-success__text">{t('A super user reviews it before delegates can register.')}</p>}
      actions={
        <>
          <Link className="button button--secondary" to={paths.home.getHref()}>
            {t('Back to Home')}
          </Link>
          <Link className="button button--primary" to={paths.organiser.getHref()}>
            {t('View my events')}
          </Link>
        </>
      }
    />
  );
};
