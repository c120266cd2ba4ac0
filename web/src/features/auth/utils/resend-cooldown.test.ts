import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { cooldownAfterRefusal, resendButtonLabel } from './resend-cooldown';

describe('resend cooldown (spec §4, §8)', () => {
  it('labels the button with the seconds left', () => {
    expect(resendButtonLabel(60)).toBe('Resend in 60s');
    expect(resendButtonLabel(1)).toBe('Resend in 1s');
    expect(resendButtonLabel(0)).toBe('Resend');
  });

  it('waits as long as a too-soon answer says', () => {
    expect(cooldownAfterRefusal(new ApiError(429, 'Please wait 42 seconds before resending.', 'RESEND_TOO_SOON', {}))).toBe(42);
    expect(cooldownAfterRefusal(new ApiError(429, 'Please wait 1 second before resending.', 'RESEND_TOO_SOON', {}))).toBe(1);
  });

  it('waits the full minute when a rate limit gives no number', () => {
    expect(cooldownAfterRefusal(new ApiError(429, 'Too many requests', 'RATE_LIMITED', {}))).toBe(60);
  });

  it('does not wait after other failures', () => {
    expect(
      cooldownAfterRefusal(new ApiError(409, 'This email is already verified. Please log in.', 'EMAIL_ALREADY_VERIFIED', {})),
    ).toBeNull();
    expect(cooldownAfterRefusal(new Error('offline'))).toBeNull();
  });
});
