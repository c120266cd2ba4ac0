import { DomainError } from '@domain/shared/errors';
import { VALIDATION_FAILED } from '@domain/shared/validation';
import { PASSWORD_MIN_LENGTH } from '@domain/users/profile-rules';

/** Spec accounts §5, sign-up and log-in messages. */
export const credentialMessages = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  fillAll: 'Please fill in all required fields',
};

const EMAIL_SHAPE = /^[^\s@]+@([^\s@]+)$/;
const PASSWORD_MAX_LENGTH = 200;

const domainMessage = (domains: readonly string[]) =>
  domains.length === 1 && domains[0] === 'gmail.com'
    ? 'Please enter a valid Gmail address'
    : `Please enter an email address ending in ${domains.map((domain) => `@${domain}`).join(' or ')}`;

/**
 * Email and password checked field by field; `allowedDomains` only at sign-up (an account of
 * another domain, e.g. a super user made on the command line, may still log in).
 */
export const credentialFieldErrors = (body: { email?: unknown; password?: unknown }, allowedDomains?: readonly string[]) => {
  const fieldErrors: Record<string, string> = {};
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email) fieldErrors.email = credentialMessages.emailRequired;
  else if (email.length > 320) fieldErrors.email = 'Email must be at most 320 characters';
  else if (allowedDomains && !allowedDomains.includes(EMAIL_SHAPE.exec(email)?.[1]?.toLowerCase() ?? ''))
    fieldErrors.email = domainMessage(allowedDomains);
  const passwordError = passwordFieldError(password);
  if (passwordError) fieldErrors.password = passwordError;
  return { email, password, fieldErrors };
};

/** Sign-up's password rules, for every form that sets a password (the invitation's too). */
export const passwordFieldError = (password: string): string | undefined => {
  if (!password) return credentialMessages.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return credentialMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return undefined;
};

/** One message of its own, or the spec's 'Please fill in all required fields' when several fields fail. */
export const rejectFieldErrors = (fieldErrors: Record<string, string>) => {
  const errors = Object.values(fieldErrors);
  if (errors.length > 0)
    throw new DomainError('validation', VALIDATION_FAILED, errors.length === 1 ? errors[0]! : credentialMessages.fillAll, fieldErrors);
};
