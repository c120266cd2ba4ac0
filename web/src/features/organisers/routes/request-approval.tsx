import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequesterProfile } from '../api/get-requester-profile';
import { RequestApprovalForm } from '../components/request-approval-form';
import { msg, t } from '../../../i18n/intl';

const LOAD_FAILED = msg('Failed to load profile data. Please refresh the page.');

/** /request-approval (spec §2.5). */
export const RequestApprovalRoute = () => {
  useDocumentTitle(t('Request for Approval'));
  const { userId } = useSession();
  const profileQuery = useRequesterProfile(userId);

  return (
    <section className="page organiser-request" aria-labelledby="request-approval-title">
      <header className="page__header">
        <h1 className="page__title" id="request-approval-title">
          {t('Request for Approval')}
        </h1>
        <p className="page__subtitle">{t('Ask to become an organiser of events for your school.')}</p>
      </header>
      {!userId || profileQuery.isError ? (
        <div className="card inline-alert inline-alert--block" role="alert">
          <span>{t(LOAD_FAILED)}</span>
          {userId && (
            <button type="button" className="button button--secondary button--small" onClick={() => void profileQuery.refetch()}>
              {t('Retry')}
            </button>
          )}
        </div>
      ) : !profileQuery.data ? (
        <div className="card page-loading" role="status">
          {t('Loading your school…')}
        </div>
      ) : (
        <RequestApprovalForm userId={userId} profile={profileQuery.data} />
      )}
    </section>
  );
};
