import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { useResend } from '../components/use-resend';
import { resendButtonLabel, resendMessages } from '../utils/resend-cooldown';
import { emailOfVerificationState } from '../utils/verification-state';

/** Spec §2.4: the address comes through navigation state; without it the visitor signs up first. */
export const EmailVerificationRoute = () => {
  useDocumentTitle(t('Email Verification'));
  const email = emailOfVerificationState(useLocation().state);
  if (!email) return <Navigate to={paths.signup.getHref()} replace />;
  return <EmailVerification email={email} />;
};

const EmailVerification = ({ email }: { email: string }) => {
  const { secondsLeft, pending, send } = useResend(resendMessages.sent);
  const coolingDown = secondsLeft > 0;
  return (
    <AuthCard title={t('Check your email')} icon="mail">
      <p className="auth-card__text">
        {t('We sent a verification link to')}{' '}
        <strong className="auth-card__email">
          <bdi>{email}</bdi>
        </strong>
        .
      </p>
      <p className="auth-card__text">{t('Open the link in that email to activate your account, then log in.')}</p>
      <div className="auth-card__resend">
        <p className="auth-card__hint">{t("Didn't get it? Check your spam folder or send it again.")}</p>
        <button type="button" className="button button--primary" disabled={coolingDown || pending} onClick={() => send(email)}>
          {pending ? t('Sending…') : resendButtonLabel(secondsLeft)}
        </button>
      </div>
      <p className="auth-card__footer">
        {t('Already verified?')} <Link to={paths.login.getHref()}>{t('Go to Log In')}</Link>
      </p>
    </AuthCard>
  );
};
