import { Link } from 'react-router-dom';
import { SuccessPage } from '../../../components/ui/success-page';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { delegatePageHref } from '../utils/display';
import { SUCCESS_HEADLINE } from '../utils/messages';

/** Spec §2 Success pages: Home, and Event (the role's delegate page for the event). */
export const RegistrationSuccess = ({ role, eventId }: { role: string | null; eventId: string }) => {
  useDocumentTitle('Registration Successful');
  return (
    <SuccessPage
      titleId="registration-success-title"
      title={SUCCESS_HEADLINE}
      cardClassName="registration-success__card"
      before={<p className="registration-eyebrow">{role === 'teacher' ? 'Teacher registration' : 'Student registration'}</p>}
      actions={
        <>
          <Link className="button button--secondary" to={paths.home.getHref()}>
            Home
          </Link>
          <Link className="button button--primary" to={delegatePageHref(role, eventId)}>
            Event
          </Link>
        </>
      }
    />
  );
};
