import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequesterProfile } from '../api/get-requester-profile';
import { RequestApprovalForm } from '../components/request-approval-form';

const LOAD_FAILED = 'Failed to load profile data. Please refresh the page.';

/** /request-approval (spec §2.5). */
export const RequestApprovalRoute = () => {
  useDocumentTitle('Request for Approval');
  const { userId } = useSession();
  const profileQuery = useRequesterProfile(userId);

  return (
    <section className="page organiser-request" aria-labelledby="request-approval-title">
      <header className="page__header">
        <h1 className="page__title" id="request-approval-title">
          Request for Approval
        </h1>
        <p className="page__subtitle">Ask to become an organiser of events for your school.</p>
      </header>
      {!userId || profileQuery.isError ? (
        <div className="card inline-alert inline-alert--block" role="alert">
          <span>{LOAD_FAILED}</span>
          {userId && (
            <button type="button" className="button button--secondary button--small" onClick={() => void profileQuery.refetch()}>
              Retry
            </button>
          )}
        </div>
      ) : !profileQuery.data ? (
        <div className="card page-loading" role="status">
          Loading your school…
        </div>
      ) : (
        <RequestApprovalForm userId={userId} profile={profileQuery.data} />
      )}
    </section>
  );
};
