/** What sign-up and log-in hand to /email-verification through navigation state (spec §2.4). */
export interface VerificationState {
  email: string;
}

export const emailOfVerificationState = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  const { email } = state;
  return typeof email === 'string' && email.trim() ? email.trim() : null;
};
