import { useId } from 'react';
import { t } from '../../../i18n/intl';
import { shownMessage, type CredentialErrors, type Credentials } from '../utils/validate-credentials';
import { PasswordField } from './password-field';

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
export const CredentialFields = ({
  values,
  errors,
  disabled,
  passwordAutoComplete,
  emailDomain,
  onChange,
  onBlur,
}: CredentialFieldsProps) => {
  const emailId = useId();

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={emailId}>
          {t('Email')}
        </label>
        <input
          id={emailId}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
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
            {shownMessage(errors.email)}
          </p>
        )}
      </div>
      <PasswordField
        label={t('Password')}
        name="password"
        value={values.password}
        error={errors.password}
        disabled={disabled}
        autoComplete={passwordAutoComplete}
        onChange={(value) => onChange('password', value)}
        onBlur={() => onBlur('password')}
      />
    </>
  );
};
