import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { DefaultAvatar } from '../../../../components/ui/default-avatar';
import { paths } from '../../../../config/paths';
import { useProtectedFileUrl } from '../../../../lib/protected-file';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import type { DelegateUser } from '../../../../lib/registration-schema';
import { cachedEventIdOf, useRegistrations } from '../api/get-registrations';
import { delegateProfileFields, lookUpDelegate, NOT_SPECIFIED, PROFILE_ERROR_REDIRECT_MS, profileTitle } from '../utils/delegate-profile';
import { delegateName } from '../utils/delegate-rows';
import { t } from '../../../../i18n/intl';

const DelegateAvatar = ({ user }: { user: DelegateUser }) => {
  const picture = useProtectedFileUrl(user.avatar);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="profile-avatar">
      {picture && failed !== picture ? (
        <img className="profile-avatar__image" src={picture} alt="" onError={() => setFailed(picture)} />
      ) : (
        <DefaultAvatar role={user.role} className="profile-avatar__image" />
      )}
    </span>
  );
};

interface DelegateProfileProps {
  registrationId: string;
  /** The event whose registrations list holds the delegate, from the link; else any list already loaded. */
  eventId: string | null;
}

/**
 * Spec §2, organiser view of a delegate: read-only, taken from the event's registrations
 * list (already loaded when opened from the Delegates tab, loaded again otherwise). A
 * delegate who cannot be found says so and the page returns to /organiser (§8, §9: 3 s).
 */
export const DelegateProfile = ({ registrationId, eventId: linkedEventId }: DelegateProfileProps) => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [eventId] = useState(() => linkedEventId || cachedEventIdOf(client, registrationId));
  const registrationsQuery = useRegistrations(eventId ?? '', { enabled: eventId !== null });
  const lookup = lookUpDelegate({
    registrationId,
    registrations: registrationsQuery.data,
    canLoad: eventId !== null,
    loadFailed: registrationsQuery.isError,
  });
  const registration = lookup.kind === 'found' ? lookup.registration : null;
  const user = registration?.user ?? null;
  const title = user ? profileTitle(user.role) : lookup.kind === 'missing' ? t('Delegate Not Found') : t('Delegate Profile');
  useDocumentTitle(title);

  const missing = lookup.kind === 'missing' ? lookup.message : null;
  useEffect(() => {
    if (!missing) return undefined;
    toast.error(missing, { id: 'delegate-profile' });
    const timer = setTimeout(() => void navigate(paths.organiser.getHref(), { replace: true }), PROFILE_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [missing, navigate]);

  const backToOrganiser = () => void navigate(paths.organiser.getHref());
  // Close returns to the list it was opened from; opened afresh, to the event's delegates.
  const close = () => {
    if (location.key !== 'default') void navigate(-1);
    else if (eventId) void navigate(`${paths.eventDashboard.getHref(eventId)}?tab=delegates`);
    else backToOrganiser();
  };

  return (
    <section className="page delegate-profile" aria-labelledby="delegate-profile-title">
      <h1 className="page__title" id="delegate-profile-title">
        {title}
      </h1>

      {lookup.kind === 'loading' && (
        <div className="card page-loading" role="status">
          {t('Loading delegate profile...')}
        </div>
      )}

      {lookup.kind === 'missing' && (
        <div className="card empty-state" role="alert">
          <p className="empty-state__text">{t('{message}. Returning to your events…', { message: lookup.message })}</p>
        </div>
      )}

      {registration && user && (
        <div className="card delegate-profile__card">
          <div className="delegate-profile__head">
            <DelegateAvatar user={user} />
            <div>
              <p className="delegate-profile__name">{delegateName(user) || t(NOT_SPECIFIED)}</p>
              <p className="delegate-profile__registration">
                {t('Registration ID')} <bdi>{registration.registration_no}</bdi>
              </p>
            </div>
          </div>
          <dl className="profile-fields">
            {delegateProfileFields(user).map((field) => (
              <div className="profile-field" key={field.label}>
                <dt className="profile-field__label">{field.label}</dt>
                <dd className="profile-field__value">
                  {field.value ? (
                    <span className="profile-field__text" dir="auto">
                      {field.value}
                    </span>
                  ) : (
                    <span className="profile-field__empty">{t(NOT_SPECIFIED)}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}

      <div className="delegate-profile__actions">
        <button type="button" className="button button--secondary" onClick={backToOrganiser}>
          {t('Back to Organiser')}
        </button>
        <button type="button" className="button button--primary" onClick={close}>
          {t('Close')}
        </button>
      </div>
    </section>
  );
};
