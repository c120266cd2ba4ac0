import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { msg, t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { AuthSession } from '../api/auth-session';
import { SetPasswordForm } from '../components/set-password-form';
import { invitationTokenOf } from '../utils/invitation-token';
import { landingPathAfterLogin } from '../utils/landing-path';
import { storeAuthSession } from '../utils/store-session';

const PASSWORD_SET = msg('Password set successfully! Welcome aboard.');
/** `message`: the server's words, already in the chosen language. */
type Refusal = { message: string; used: boolean };
const NO_TOKEN_MESSAGE = msg('This invitation link is invalid or has expired.');

/** What to do when the link cannot be used: log in, where an invited address can ask for a new link. */
const LinkRefused = ({ message, used }: Refusal) => (
  <div className="auth-notice" role="alert">
    <p className="auth-notice__text">{message}</p>
    {!used && <p className="auth-notice__text">{t('Log in with your email address and we will offer to send you a new link.')}</p>}
    <Link className="button button--secondary button--small" to={paths.login.getHref()}>
      {t('Go to Log In')}
    </Link>
  </div>
);

/**
 * The target of the invitation email: an organiser's import made this person an account
 * (profile filled in, no password). Setting the password signs them in.
 */
export const AcceptInvitationRoute = () => {
  useDocumentTitle(t('Set your password'));
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the token is single-use, and the page must not start over if the URL changes.
  const [token] = useState(() => invitationTokenOf(location.hash, location.search));
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const onSuccess = (session: AuthSession) => {
    storeAuthSession(session);
    toast.success(t(PASSWORD_SET));
    // Replacing the entry also drops the spent token from the history.
    navigate(landingPathAfterLogin(session), { replace: true });
  };

  return (
    <AuthLayout
      title={t('Set your password')}
      subtitle={t('You were invited to a conference. Choose a password to finish setting up your account.')}
    >
      {token && !refusal ? (
        <>
          <SetPasswordForm
            token={token}
            onSuccess={onSuccess}
            onLinkRefused={(message, code) => setRefusal({ message, used: code === 'INVITATION_USED' })}
          />
          <p className="auth-layout__switch">
            {t('Already set your password?')} <Link to={paths.login.getHref()}>{t('Log in')}</Link>
          </p>
        </>
      ) : (
        <LinkRefused {...(refusal ?? { message: t(NO_TOKEN_MESSAGE), used: false })} />
      )}
    </AuthLayout>
  );
};
