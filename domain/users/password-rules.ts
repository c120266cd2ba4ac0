/** Spec §5 and §9: the password rules and messages every form that sets a password shares. */
export const passwordMessages = {
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters',
  updated: 'Password updated successfully!',
  currentRequired: 'Please enter your current password',
  currentWrong: 'Current password is incorrect',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
