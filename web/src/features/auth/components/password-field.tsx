import { useId, useState } from 'react';
import { t } from '../../../i18n/intl';
import { shownMessage } from '../utils/validate-credentials';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  disabled?: boolean | undefined;
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A password input with a show/hide toggle and its message under it. */
export const PasswordField = ({ label, name, value, error, disabled, autoComplete, onChange, onBlur }: PasswordFieldProps) => {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="input-with-action">
        <input
          id={id}
          className="input"
          type={visible ? 'text' : 'password'}
          name={name}
          autoComplete={autoComplete}
          placeholder={t('At least 6 characters')}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="text-button input-with-action__button"
          aria-label={visible ? t('Hide {label}', { label: label.toLowerCase() }) : t('Show {label}', { label: label.toLowerCase() })}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? t('Hide') : t('Show')}
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {shownMessage(error)}
        </p>
      )}
    </div>
  );
};
