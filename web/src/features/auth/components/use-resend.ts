import { toast } from 'sonner';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import { cooldownAfterRefusal, RESEND_COOLDOWN_SECONDS, resendMessages } from '../utils/resend-cooldown';
import { useCountdown } from './use-countdown';

/**
 * `sentMessage` is English marked with msg().
 * 'Send the link again' with the 60 second cool-down (spec §4): the server sends a
 * verification link, or a new invitation to an invited account without a password.
 */
export const useResend = (sentMessage: string) => {
  const [secondsLeft, startCooldown] = useCountdown();
  const resend = useResendVerification({
    onSuccess: (result) => {
      toast.success(t(sentMessage));
      startCooldown(result?.cooldownSeconds ?? RESEND_COOLDOWN_SECONDS);
    },
    onError: (error) => {
      const wait = cooldownAfterRefusal(error);
      if (wait !== null) startCooldown(wait);
      toast.error(errorMessageOf(error, t(resendMessages.failed)));
    },
  });
  return { secondsLeft, pending: resend.isPending, send: (email: string) => resend.mutate(email) };
};
