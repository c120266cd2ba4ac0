import { msg, t, tm } from '../../../i18n/intl';

/** Spec §5, sign-up and log-in. */
export const credentialMessages = {
  emailRequired: msg('Email is required'),
  emailDomain: msg('Please enter a valid Gmail address'),
  passwordRequired: msg('Password is required'),
  passwordTooShort: msg('Password must be at least 6 characters'),
  fillAllRequired: msg('Please fill in all required fields'),
} as const;

const ownMessages: ReadonlySet<string> = new Set(Object.values(credentialMessages));

/**
 * A field's message in the chosen language: these rules' own English with t(), the shared rules'
 * (passwords that do not match) with tm(); a server's message is already in the chosen language.
 */
export const shownMessage = (message: string): string => (ownMessages.has(message) ? t(message) : tm(message));

export const PASSWORD_MIN_LENGTH = 6;

/** Used until the server's configured domains (GET /api/v1/users/auth-settings) have arrived. */
export const DEFAULT_EMAIL_DOMAINS: readonly string[] = ['gmail.com'];

export interface Credentials {
  email: string;
  password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** One @, no spaces before it, and exactly one of the allowed domains after it (any letter case). */
const hasAllowedDomain = (email: string, domains: readonly string[]): boolean => {
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return false;
  if (/\s/.test(email)) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return domains.some((allowed) => allowed.toLowerCase() === domain);
};

export const validateEmail = (email: string, domains: readonly string[] = DEFAULT_EMAIL_DOMAINS): string | undefined => {
  const value = email.trim();
  if (!value) return credentialMessages.emailRequired;
  if (!hasAllowedDomain(value, domains)) return credentialMessages.emailDomain;
  return undefined;
};

export const validatePassword = (password: string): string | undefined => {
  if (!password) return credentialMessages.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return credentialMessages.passwordTooShort;
  return undefined;
};

export const validateCredentials = (
  { email, password }: Credentials,
  domains: readonly string[] = DEFAULT_EMAIL_DOMAINS,
): CredentialErrors => {
  const errors: CredentialErrors = {};
  const emailError = validateEmail(email, domains);
  const passwordError = validatePassword(password);
  if (emailError) errors.email = emailError;
  if (passwordError) errors.password = passwordError;
  return errors;
};
