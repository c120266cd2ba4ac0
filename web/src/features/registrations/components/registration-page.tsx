import { Navigate } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvent } from '../api/get-event';
import { useRegistrationInfo } from '../api/get-registration-info';
import { useRegistrantProfile } from '../api/get-user-profile';
import { useWaitingPlace } from '../api/get-waiting-place';
import { delegatePageHref } from '../utils/display';
import { loadMessages, USER_ID_MISSING } from '../utils/messages';
import { fullEventText } from '../utils/waiting-list';
import type { RegistrantRole } from '../utils/registration-form';
import { LoadStatus } from './load-status';
import { RegistrationForm } from './registration-form';
import { useFailureToast } from './use-failure-toast';
import { WaitingPlaceCard } from './waiting-place';
import { t } from '../../../i18n/intl';

/**
 * /student-registration/{eventId} and /teacher-registration/{eventId} (spec §2): Review Info.
 * Someone already registered for the event is sent to their delegate page instead (a seat that
 * comes to them from the waiting list too, once the bell's notification reloads the answer);
 * someone waiting sees their place; on a full event the last step joins the waiting list.
 */
export const RegistrationPage = ({ role, eventId }: { role: RegistrantRole; eventId: string }) => {
  useDocumentTitle(t('Review Info'));
  const { userId } = useSession();
  const existing = useRegistrationInfo(eventId, userId);
  const profile = useRegistrantProfile(userId);
  const event = useEvent(eventId);
  const waiting = useWaitingPlace(eventId);
  useFailureToast(profile.error, loadMessages.user);

  if (!userId) {
    return (
      <p className="card registration-status registration-status--failed" role="alert">
        {t(USER_ID_MISSING)}
      </p>
    );
  }
  // Decided on this visit's answer: a remembered one may predate a cancellation.
  if (existing.isPending || (existing.isFetching && !existing.isFetchedAfterMount)) {
    return (
      <div className="route-loading" role="status">
        {t('Loading registration…')}
      </div>
    );
  }
  if (existing.data) return <Navigate to={delegatePageHref(role, eventId)} replace />;
  const full = event.data !== undefined && event.data !== null && event.data.seats_left <= 0;
  const listOpen = waiting.data?.open ?? true;

  const profileStatus = (
    <LoadStatus
      state={profile.isError ? 'failed' : 'loading'}
      loadingText={t('Loading your profile…')}
      failedText={t('Your profile could not be loaded.')}
      onRetry={() => void profile.refetch()}
    />
  );

  return (
    <section className="page registration-page" aria-labelledby="registration-title">
      <div>
        <h1 className="page__title" id="registration-title">
          {t('Review Info')}
        </h1>
        {event.data && <p className="registration-page__event">{event.data.name}</p>}
      </div>
      {waiting.data?.status === 'waiting' ? (
        <WaitingPlaceCard eventId={eventId} place={waiting.data} />
      ) : (
        <>
          {full && (
            <p className="card registration-page__full" role="note">
              {fullEventText(listOpen)}
            </p>
          )}
          <RegistrationForm
            role={role}
            eventId={eventId}
            userId={userId}
            profile={profile.data ?? undefined}
            profileStatus={profileStatus}
            full={full}
          />
        </>
      )}
    </section>
  );
};
