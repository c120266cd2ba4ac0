import { paths } from '../../../config/paths';
import { msg } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api-client';
import type { UserLookup } from '../api/get-user-by-email';
import type { AuthSession } from '../api/auth-session';
import { parseAuthHash } from './auth-hash';
import { landingPathAfterConfirmation } from './landing-path';

/** Spec §9. */
export const CONFIRMATION_START_DELAY_MS = 1000;
export const SUCCESS_REDIRECT_DELAY_MS = 2000;
export const ERROR_REDIRECT_DELAY_MS = 3000;

/** Spec §8 "Confirmation" (shown with t()). */
export const confirmationMessages = {
  verifyFailed: msg('Email confirmation failed. Please try again.'),
  lookupFailed: msg('Login failed. Please try logging in manually.'),
  noSession: msg('No active session found. Please log in.'),
  welcomeVerified: msg('Welcome! Your email has been verified.'),
  welcomeBack: msg('Welcome back!'),
} as const;

/** What the page was opened with: the emailed token, an `email` query parameter, or nothing usable. */
export type ConfirmationPlan = { kind: 'verify'; token: string } | { kind: 'lookup'; email: string } | { kind: 'none' };

export const planConfirmation = (hash: string, search: string): ConfirmationPlan => {
  const { verificationToken } = parseAuthHash(hash);
  if (verificationToken) return { kind: 'verify', token: verificationToken };
  const email = new URLSearchParams(search).get('email')?.trim();
  if (email) return { kind: 'lookup', email };
  return { kind: 'none' };
};

export type ConfirmationOutcome =
  | { kind: 'success'; verified: boolean; welcome: string; redirectTo: string }
  | { kind: 'error'; message: string; detail: string | null; redirectTo: string };

export interface ConfirmationSteps {
  verifyEmail: (token: string) => Promise<AuthSession | undefined>;
  /** With the session's token, the lookup answers the whole user (role, organiser, profile), not just its id. */
  findUserByEmail: (email: string, token?: string) => Promise<UserLookup | undefined>;
  storeSession: (session: AuthSession) => void;
  clearSession: () => void;
}

const failure = (message: string, detail: string | null = null): ConfirmationOutcome => ({
  kind: 'error',
  message,
  detail,
  redirectTo: paths.login.getHref(),
});

const serverMessageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : null);

const lookUp = async (email: string, steps: ConfirmationSteps, token?: string): Promise<UserLookup | null> => {
  try {
    return (await steps.findUserByEmail(email, token)) ?? null;
  } catch {
    return null;
  }
};

/**
 * Spec §2.4 /email-confirmation: spend the emailed token (its answer is the session, which is
 * stored), then look the user up by email and pick where they land. With only an `email`
 * parameter the lookup alone decides; the route guard asks for a log-in when no token is stored.
 */
export const confirmEmail = async (plan: ConfirmationPlan, steps: ConfirmationSteps): Promise<ConfirmationOutcome> => {
  if (plan.kind === 'none') return failure(confirmationMessages.noSession);

  if (plan.kind === 'lookup') {
    const user = await lookUp(plan.email, steps);
    if (!user) return failure(confirmationMessages.lookupFailed);
    return { kind: 'success', verified: false, welcome: confirmationMessages.welcomeBack, redirectTo: landingPathAfterConfirmation(user) };
  }

  let session: AuthSession | undefined;
  try {
    session = await steps.verifyEmail(plan.token);
  } catch (error) {
    return failure(confirmationMessages.verifyFailed, serverMessageOf(error));
  }
  if (!session) return failure(confirmationMessages.verifyFailed);
  steps.storeSession(session);

  const user = session.email ? await lookUp(session.email, steps, session.token) : null;
  if (!user) {
    // /login would send a stored session straight on to /home; logging in by hand needs it gone.
    steps.clearSession();
    return failure(confirmationMessages.lookupFailed);
  }
  return { kind: 'success', verified: true, welcome: confirmationMessages.welcomeVerified, redirectTo: landingPathAfterConfirmation(user) };
};
