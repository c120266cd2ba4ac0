import { API_REQUEST_FAILED } from '../../../lib/api-client';

/** Spec §8 'Failed to update profile: ...' and its siblings: the prefix, then the reason. */
export const failureMessage = (prefix: string, error: unknown): string =>
  `${prefix}: ${error instanceof Error && error.message ? error.message : API_REQUEST_FAILED}`;

export const profileUpdatedMessage = 'Profile updated successfully';
export const loadProfileFailedMessage = 'Failed to load profile data. Please refresh the page.';
