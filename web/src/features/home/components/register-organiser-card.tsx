import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { errorMessageOf } from '../../../lib/api-client';
import { currentUserQueryKey } from '../api/get-current-user';
import { StatusBadge } from '../../../components/ui/status-badge';
import { getMyRegistrationStatus, registrationStatusQueryKey, useMyRegistrationStatus } from '../api/get-registration-status';
import { organiserCheckOf, requestStatusText } from '../utils/organiser-check';
import { msg, t, tm } from '../../../i18n/intl';

const CHECK_FAILED = msg('Failed to check your organiser registration');

/** The Register Organiser card of /home: reads the registration status fresh on every click (spec §8). */
export const RegisterOrganiserCard = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const current = useMyRegistrationStatus();
  const status = current.data?.status ?? null;
  // A request that stands (pending, approved, flagged, blocked) is shown, not offered again.
  const standing = status !== null && status !== 'cancelled' && status !== 'rejected';

  const check = async () => {
    setChecking(true);
    try {
      const registration = await getMyRegistrationStatus();
      if (!registration) return;
      const outcome = organiserCheckOf(registration.status);
      if (outcome.tone === 'warning') toast.warning(tm(outcome.message));
      else toast.info(tm(outcome.message));
      queryClient.setQueryData(registrationStatusQueryKey, registration);
      if (outcome.goTo) navigate(outcome.goTo);
      // An approval may have arrived since the page was opened: the header follows it.
      else void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    } catch (error) {
      toast.error(errorMessageOf(error, t(CHECK_FAILED)));
    } finally {
      setChecking(false);
    }
  };

  if (standing) {
    return (
      <li className="card home-card" aria-label={t('Organiser request')}>
        <h2 className="card__title">
          {t('Organiser request')} <StatusBadge status={status} />
        </h2>
        <p className="home-card__text">{requestStatusText(status)}</p>
        <button type="button" className="button button--secondary" onClick={() => void check()} disabled={checking}>
          {checking ? t('Checking…') : t('Check status')}
        </button>
      </li>
    );
  }

  return (
    <li className="card home-card">
      <h2 className="card__title">{t('Become an organiser')}</h2>
      <p className="home-card__text">
        {t('Run model-UN events for your school. Request approval from a super user, or check how your request is doing.')}
      </p>
      <button type="button" className="button button--secondary" onClick={() => void check()} disabled={checking}>
        {checking ? t('Checking…') : t('Register Organiser')}
      </button>
    </li>
  );
};
