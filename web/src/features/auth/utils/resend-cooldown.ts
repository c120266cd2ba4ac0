import { msg, t } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api-client';

/** Spec §4 and §9: after a resend the button waits 60 seconds. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Shown with t(). */
export const resendMessages = {
  sent: msg('Verification email sent successfully! Please check your inbox.'),
  failed: msg('Failed to resend verification email'),
} as const;

export const resendButtonLabel = (secondsLeft: number): string =>
  secondsLeft > 0 ? t('Resend in {secondsLeft}s', { secondsLeft }) : t('Resend');

/**
 * The wait a refused resend asks for: a 429 says 'Please wait {n} seconds before resending.'
 * (spec §8). Null when the refusal is not about waiting.
 */
export const cooldownAfterRefusal = (error: unknown): number | null => {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const match = /wait (\d+) seconds?/i.exec(error.serverMessage ?? '');
  const seconds = match ? Number(match[1]) : RESEND_COOLDOWN_SECONDS;
  return seconds > 0 ? seconds : null;
};
