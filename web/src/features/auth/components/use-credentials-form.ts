import { useState } from 'react';
import type { FieldErrors } from '../../../lib/api-client';
import {
  validateCredentials,
  validateEmail,
  validatePassword,
  type CredentialErrors,
  type Credentials,
} from '../utils/validate-credentials';

/**
 * Values and messages of the email/password pair. A field shows its message once it was
 * left or a submit was tried, and the message follows the typing from then on.
 * `allowedDomains` are the email domains the server accepts.
 */
export const useCredentialsForm = (allowedDomains: readonly string[]) => {
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [touched, setTouched] = useState<Partial<Record<keyof Credentials, boolean>>>({});

  const validate = (field: keyof Credentials, value: string) =>
    field === 'email' ? validateEmail(value, allowedDomains) : validatePassword(value);
  const showError = (field: keyof Credentials, value: string) => setErrors((current) => ({ ...current, [field]: validate(field, value) }));

  return {
    values,
    errors,
    onChange: (field: keyof Credentials, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (touched[field]) showError(field, value);
    },
    onBlur: (field: keyof Credentials) => {
      // An untouched empty form should not shout before the user typed anything.
      if (!touched[field] && values[field] === '') return;
      setTouched((current) => ({ ...current, [field]: true }));
      showError(field, values[field]);
    },
    /** Validates everything; returns true when the form may be sent. */
    validateAll: () => {
      const found = validateCredentials(values, allowedDomains);
      setTouched({ email: true, password: true });
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    setServerErrors: (fieldErrors: FieldErrors) =>
      setErrors((current) => ({
        ...current,
        ...(fieldErrors.email ? { email: fieldErrors.email } : {}),
        ...(fieldErrors.password ? { password: fieldErrors.password } : {}),
      })),
  };
};
