import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { useResend } from '../components/use-resend';
import { resendButtonLabel, resendMessages } from '../utils/resend-cooldown';
import { emailOfVerificationState } from '../utils/verification-state';

/** Spec §2.4: the address comes through navigation state; without it the visitor signs up first. */
export const EmailVerificationRoute = () => {
  useDocumentTitle('Email Verification');
  const email = emailOfVerificationState(useLocation().state);
  if (!email) return <Navigate to={paths.signup.getHref()} replace />;
  return <EmailVerification email={email} />;
};

const EmailVerification = ({ email }: { email: string }) => {
  const { secondsLeft, pending, send } = useResend(resendMessages.sent);
  const coolingDown = secondsLeft > 0;
  return (
    <AuthCard title="Check your email" icon="mail">
      <p className="auth-card__text">
        We sent a verification link to <strong className="auth-card__email">{email}</strong>.
      </p>
      <p className="auth-card__text">Open the link in that email to activate your account, then log in.</p>
      <div className="auth-card__resend">
        <p className="auth-card__hint">Didn&apos;t get it? Check your spam folder or send it again.</p>
        <button type="button" className="button button--primary" disabled={coolingDown || pending} onClick={() => send(email)}>
          {pending ? 'Sending…' : resendButtonLabel(secondsLeft)}
        </button>
      </div>
      <p className="auth-card__footer">
        Already verified? <Link to={paths.login.getHref()}>Go to Log In</Link>
      </p>
    </AuthCard>
  );
};
