import { useId, useState } from 'react';
import type { CredentialErrors, Credentials } from '../utils/validate-credentials';

interface CredentialFieldsProps {
  values: Credentials;
  errors: CredentialErrors;
  disabled?: boolean;
  passwordAutoComplete: 'current-password' | 'new-password';
  /** Shown in the email placeholder: the first domain the server accepts. */
  emailDomain: string;
  onChange: (field: keyof Credentials, value: string) => void;
  onBlur: (field: keyof Credentials) => void;
}

/** Email and password inputs with their messages under them. */
export const CredentialFields = ({ values, errors, disabled, passwordAutoComplete, emailDomain, onChange, onBlur }: CredentialFieldsProps) => {
  const emailId = useId();
  const passwordId = useId();
  const [showPassword, setShowPassword] = useState(false);

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={emailId}>
          Email
        </label>
        <input
          id={emailId}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={`you@${emailDomain}`}
          value={values.email}
          disabled={disabled}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          onChange={(event) => onChange('email', event.target.value)}
          onBlur={() => onBlur('email')}
        />
        {errors.email && (
          <p className="field__error" id={`${emailId}-error`}>
            {errors.email}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={passwordId}>
          Password
        </label>
        <div className="input-with-action">
          <input
            id={passwordId}
            className="input"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete={passwordAutoComplete}
            placeholder="At least 6 characters"
            value={values.password}
            disabled={disabled}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-error` : undefined}
            onChange={(event) => onChange('password', event.target.value)}
            onBlur={() => onBlur('password')}
          />
          <button
            type="button"
            className="text-button input-with-action__button"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((value) => !value)}
          >
            {showPassword ? 'Hide' : 'Show'}
          </button>
        </div>
        {errors.password && (
          <p className="field__error" id={`${passwordId}-error`}>
            {errors.password}
          </p>
        )}
      </div>
    </>
  );
};
