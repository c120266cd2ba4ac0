import { useId, type FormEvent, type ReactNode } from 'react';
import { t } from '../../../i18n/intl';

interface EditableFieldProps {
  label: string;
  /** The saved value as text; empty shows 'Not set'. */
  value: string;
  /** 'ltr' for values that read left to right in any language (a phone number). */
  valueDir?: 'ltr' | undefined;
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  /** The inputs shown while editing. */
  children: ReactNode;
}

/**
 * Spec §2.5: a profile field shown read-only with an Edit button ('Edit <label>'), or its inputs
 * with Save and Cancel.
 */
export const EditableField = ({ label, value, valueDir, editing, busy, onEdit, onCancel, onSave, children }: EditableFieldProps) => {
  const labelId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSave();
  };

  return (
    <div className={editing ? 'profile-field profile-field--editing' : 'profile-field'}>
      <dt className="profile-field__label" id={labelId}>
        {label}
      </dt>
      <dd className="profile-field__value">
        {editing ? (
          <form className="profile-field__editor" aria-labelledby={labelId} noValidate onSubmit={submit}>
            {children}
            <div className="profile-field__actions">
              <button type="submit" className="button button--primary button--small" disabled={busy}>
                {busy ? t('Saving…') : t('Save')}
              </button>
              <button type="button" className="button button--secondary button--small" onClick={onCancel} disabled={busy}>
                {t('Cancel')}
              </button>
            </div>
          </form>
        ) : (
          <>
            <span className="profile-field__text">
              {value ? <bdi dir={valueDir}>{value}</bdi> : <span className="profile-field__empty">{t('Not set')}</span>}
            </span>
            <button type="button" className="button button--secondary button--small profile-field__edit" onClick={onEdit} disabled={busy}>
              {t('Edit')}
              <span className="visually-hidden"> {label}</span>
            </button>
          </>
        )}
      </dd>
    </div>
  );
};
