import { resendButtonLabel } from '../utils/resend-cooldown';
import { useResend } from './use-resend';

const INVITATION_RESENT = 'We emailed you a new invitation link. Please check your inbox.';

/**
 * Log-in with an address a conference's organisers invited, before its password was set:
 * the invitation's link sets it, and a new link can be sent (the first may have expired).
 */
export const InvitationNotice = ({ email }: { email: string }) => {
  const { secondsLeft, pending, send } = useResend(INVITATION_RESENT);
  return (
    <div className="auth-notice" role="alert">
      <p className="auth-notice__text">
        <strong>{email}</strong> was invited by a conference&apos;s organisers and has no password yet. Open the invitation link we emailed
        you to set one.
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={secondsLeft > 0 || pending}
        onClick={() => send(email)}
      >
        {pending ? 'Sending…' : secondsLeft > 0 ? resendButtonLabel(secondsLeft) : 'Email me a new link'}
      </button>
    </div>
  );
};
