import { msg, t } from '../../../i18n/intl';
import { resendButtonLabel } from '../utils/resend-cooldown';
import { useResend } from './use-resend';

const INVITATION_RESENT = msg('We emailed you a new invitation link. Please check your inbox.');

/**
 * Log-in with an address a conference's organisers invited, before its password was set:
 * the invitation's link sets it, and a new link can be sent (the first may have expired).
 */
export const InvitationNotice = ({ email }: { email: string }) => {
  const { secondsLeft, pending, send } = useResend(INVITATION_RESENT);
  return (
    <div className="auth-notice" role="alert">
      <p className="auth-notice__text">
        <strong>
          <bdi>{email}</bdi>
        </strong>{' '}
        {t("was invited by a conference's organisers and has no password yet. Open the invitation link we emailed you to set one.")}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={secondsLeft > 0 || pending}
        onClick={() => send(email)}
      >
        {pending ? t('Sending…') : secondsLeft > 0 ? resendButtonLabel(secondsLeft) : t('Email me a new link')}
      </button>
    </div>
  );
};
