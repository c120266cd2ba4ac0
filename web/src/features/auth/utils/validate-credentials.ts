/** Spec §5, sign-up and log-in. */
export const credentialMessages = {
  emailRequired: 'Email is required',
  emailDomain: 'Please enter a valid Gmail address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  fillAllRequired: 'Please fill in all required fields',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
const ALLOWED_EMAIL = /^[^\s@]+@gmail\.com$/i;

export interface Credentials {
  email: string;
  password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

export const validateEmail = (email: string): string | undefined => {
  const value = email.trim();
  if (!value) return credentialMessages.emailRequired;
  if (!ALLOWED_EMAIL.test(value)) return credentialMessages.emailDomain;
  return undefined;
};

export const validatePassword = (password: string): string | undefined => {
  if (!password) return credentialMessages.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return credentialMessages.passwordTooShort;
  return undefined;
};

export const validateCredentials = ({ email, password }: Credentials): CredentialErrors => {
  const errors: CredentialErrors = {};
  const emailError = validateEmail(email);
  const passwordError = validatePassword(password);
  if (emailError) errors.email = emailError;
  if (passwordError) errors.password = passwordError;
  return errors;
};
