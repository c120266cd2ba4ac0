import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { delegatePageHref } from '../utils/display';
import { SUCCESS_HEADLINE } from '../utils/messages';

/** Spec §2 Success pages: Home, and Event (the role's delegate page for the event). */
export const RegistrationSuccess = ({ role, eventId }: { role: string | null; eventId: string }) => {
  useDocumentTitle('Registration Successful');
  return (
    <section className="page registration-success" aria-labelledby="registration-success-title">
      <div className="card registration-success__card">
        <span className="registration-success__icon" aria-hidden="true">
          ✓
        </span>
        <p className="registration-success__role">{role === 'teacher' ? 'Teacher registration' : 'Student registration'}</p>
        <h1 className="registration-success__title" id="registration-success-title">
          {SUCCESS_HEADLINE}
        </h1>
        <div className="registration-success__actions">
          <Link className="button button--secondary" to={paths.home.getHref()}>
            Home
          </Link>
          <Link className="button button--primary" to={delegatePageHref(role, eventId)}>
            Event
          </Link>
        </div>
      </div>
    </section>
  );
};
