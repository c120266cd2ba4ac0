/** Spec §5, sign-up and log-in. */
export const credentialMessages = {
  emailRequired: 'Email is required',
  emailDomain: 'Please enter a valid Gmail address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  fillAllRequired: 'Please fill in all required fields',
} as const;

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
