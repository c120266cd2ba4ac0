import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n/intl';
import { clearBrowserStorage } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getUserByEmail } from '../api/get-user-by-email';
import { verifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import {
  CONFIRMATION_START_DELAY_MS,
  confirmEmail,
  ERROR_REDIRECT_DELAY_MS,
  planConfirmation,
  SUCCESS_REDIRECT_DELAY_MS,
  type ConfirmationOutcome,
  type ConfirmationSteps,
} from '../utils/email-confirmation';
import { storeAuthSession } from '../utils/store-session';

const steps: ConfirmationSteps = {
  verifyEmail,
  findUserByEmail: getUserByEmail,
  storeSession: storeAuthSession,
  clearSession: clearBrowserStorage,
};

type PageState = { kind: 'loading' } | ConfirmationOutcome;

/** Spec §2.4: the target of the link in the verification email. */
export const EmailConfirmationRoute = () => {
  useDocumentTitle(t('Email Confirmation'));
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the token is single-use, and the page must not start over if the URL changes.
  const [plan] = useState(() => planConfirmation(location.hash, location.search));
  const [state, setState] = useState<PageState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    let redirect: ReturnType<typeof setTimeout> | undefined;
    // The wait also means a development double mount cancels before the token is spent.
    const start = setTimeout(() => {
      void confirmEmail(plan, steps).then((outcome) => {
        if (!active) return;
        setState(outcome);
        if (outcome.kind === 'success') toast.success(t(outcome.welcome));
        const delay = outcome.kind === 'success' ? SUCCESS_REDIRECT_DELAY_MS : ERROR_REDIRECT_DELAY_MS;
        // Replacing the entry also drops the spent token from the history.
        redirect = setTimeout(() => void navigate(outcome.redirectTo, { replace: true }), delay);
      });
    }, CONFIRMATION_START_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(start);
      clearTimeout(redirect);
    };
  }, [plan, navigate]);

  if (state.kind === 'loading') {
    return (
      <AuthCard title={t('Confirming your email')} icon="loading">
        <p className="auth-card__text" role="status">
          {t('Please wait while we confirm your email…')}
        </p>
      </AuthCard>
    );
  }

  if (state.kind === 'success') {
    return (
      <AuthCard title={state.verified ? t('Email confirmed!') : t('Account found')} icon="success">
        <div role="status">
          <p className="auth-card__text">
            {state.verified ? t('Thank you for confirming your address.') : t('We found your account.')} {t('Taking you to your account…')}
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('Confirmation failed')} icon="error">
      <div role="alert">
        <p className="auth-card__text auth-card__text--error">{t(state.message)}</p>
        {state.detail && <p className="auth-card__hint">{state.detail}</p>}
      </div>
      <p className="auth-card__footer">
        {t('Redirecting you to log in…')} <Link to={paths.login.getHref()}>{t('Go to Log In')}</Link>
      </p>
    </AuthCard>
  );
};
