import { msg, t } from '../../../i18n/intl';
import { API_REQUEST_FAILED } from '../../../lib/api-client';

const REQUEST_FAILED = msg('API request failed');

/**
 * Spec §8 'Failed to update profile: ...' and its siblings: one message with the reason as its
 * {reason} placeholder (msg('Failed to update profile: {reason}')). The reason is the server's own
 * words (already in the chosen language), or 'API request failed'.
 */
export const failureMessage = (message: string, error: unknown): string => {
  const reason = error instanceof Error && error.message ? error.message : API_REQUEST_FAILED;
  return t(message, { reason: reason === API_REQUEST_FAILED ? t(REQUEST_FAILED) : reason });
};

export const profileUpdatedMessage = msg('Profile updated successfully');
export const loadProfileFailedMessage = msg('Failed to load profile data. Please refresh the page.');
