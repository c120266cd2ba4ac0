import { useNavigate } from 'react-router-dom';
import { organiserMessages } from '@domain/organisers/organiser-rules';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { t, tm } from '../../../i18n/intl';

/** /request-under-verification (spec §2.5): where a sent approval request lands. */
export const RequestUnderVerificationRoute = () => {
  useDocumentTitle(t('Request Under Verification'));
  const navigate = useNavigate();
  return (
    <section className="page organiser-request" aria-labelledby="under-verification-title">
      <div className="card request-sent">
        <svg className="request-sent__icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="var(--teal-100)" />
          <circle cx="24" cy="24" r="12" fill="none" stroke="var(--teal-700)" strokeWidth="3.5" />
          <path d="M24 17.5V24l4.5 3" fill="none" stroke="var(--teal-700)" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className="request-sent__title" id="under-verification-title">
          {t('Request Under Verification')}
        </h1>
        <p className="request-sent__text">{tm(organiserMessages.underVerification)}</p>
        <button type="button" className="button button--primary" onClick={() => navigate(paths.home.getHref())}>
          {t('Home')}
        </button>
      </div>
    </section>
  );
};
