import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { msg, t } from '../../../i18n/intl';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { useAllowedEmailDomains } from '../api/get-auth-settings';
import { useLogin, type LoginResult } from '../api/login';
import { credentialMessages } from '../utils/validate-credentials';
import type { VerificationState } from '../utils/verification-state';
import { CredentialFields } from './credential-fields';
import { InvitationNotice } from './invitation-notice';
import { useCredentialsForm } from './use-credentials-form';

/** Shown with t(). */
export const LOGIN_SUCCESS = msg('Login successful!');
const LOGIN_FAILED = msg('Login failed');
const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';
const INVITATION_PENDING = 'INVITATION_PENDING';

interface LoginFormProps {
  onSuccess: (result: LoginResult) => void;
}

export const LoginForm = ({ onSuccess }: LoginFormProps) => {
  const allowedDomains = useAllowedEmailDomains();
  const form = useCredentialsForm(allowedDomains);
  /** The address of an account that must verify its email before logging in. */
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  /** The address of an invited account whose password is not set yet. */
  const [invitedEmail, setInvitedEmail] = useState<string | null>(null);

  const loginMutation = useLogin({
    onSuccess: (result) => {
      if (!result) return;
      toast.success(t(LOGIN_SUCCESS));
      onSuccess(result);
    },
    onError: (error, input) => {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      setUnverifiedEmail(error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED ? input.email : null);
      setInvitedEmail(error instanceof ApiError && error.code === INVITATION_PENDING ? input.email : null);
      toast.error(errorMessageOf(error, t(LOGIN_FAILED)));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUnverifiedEmail(null);
    setInvitedEmail(null);
    if (!form.validateAll()) {
      toast.error(t(credentialMessages.fillAllRequired));
      return;
    }
    loginMutation.mutate({ email: form.values.email.trim(), password: form.values.password });
  };

  const verificationState: VerificationState | null = unverifiedEmail ? { email: unverifiedEmail } : null;
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('Log in')}>
      <CredentialFields
        values={form.values}
        errors={form.errors}
        disabled={loginMutation.isPending}
        passwordAutoComplete="current-password"
        emailDomain={allowedDomains[0] ?? 'gmail.com'}
        onChange={form.onChange}
        onBlur={form.onBlur}
      />
      {verificationState && (
        <div className="auth-notice" role="alert">
          <p className="auth-notice__text">
            <strong>
              <bdi>{verificationState.email}</bdi>
            </strong>{' '}
            {t('is not verified yet. Open the link we emailed you, or ask for a new one.')}
          </p>
          <Link className="button button--secondary button--small" to={paths.emailVerification.getHref()} state={verificationState}>
            {t('Verify your email')}
          </Link>
        </div>
      )}
      {invitedEmail && <InvitationNotice email={invitedEmail} />}
      <button type="submit" className="button button--primary button--block" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t('Logging in…') : t('Log In')}
      </button>
    </form>
  );
};
