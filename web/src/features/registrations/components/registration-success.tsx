import { Link } from 'react-router-dom';
import { SuccessPage } from '../../../components/ui/success-page';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvent } from '../api/get-event';
import { delegatePageHref } from '../utils/display';
import { successHeadline } from '../utils/messages';
import { t } from '../../../i18n/intl';

/** Spec §2 Success pages: the event registered for, Home, and Event (the role's delegate page for the event). */
export const RegistrationSuccess = ({ role, eventId }: { role: string | null; eventId: string }) => {
  useDocumentTitle(t('Registration Successful'));
  const event = useEvent(eventId);
  return (
    <SuccessPage
      titleId="registration-success-title"
      title={successHeadline(event.data)}
      cardClassName="registration-success__card"
      before={<p className="registration-eyebrow">{role === 'teacher' ? t('Teacher registration') : t('Student registration')}</p>}
      actions={
        <>
          <Link className="button button--secondary" to={paths.home.getHref()}>
            {t('Home')}
          </Link>
          <Link className="button button--primary" to={delegatePageHref(role, eventId)}>
            {t('Event')}
          </Link>
        </>
      }
    />
  );
};
