import { useId, type ReactNode } from 'react';
import { RowIconButton } from '../../../components/ui/row-icon-button';
import { t } from '../../../i18n/intl';

/** What an editor needs to be tied to its row's label and message. */
export interface DetailControlProps {
  id: string;
  labelId: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

const PencilIcon = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="m13.5 3.5 3 3L7 16H4v-3z M11.5 5.5l3 3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
  </svg>
);

const CrossIcon = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

interface DetailRowProps {
  /** In the chosen language. */
  label: string;
  /** The value as shown outside edit mode. */
  display: ReactNode;
  error?: string | undefined;
  /** Takes the whole width of the form (the long values). */
  wide?: boolean;
  /** Absent for the read-only rows (School, Locality, Total Revenue). */
  edit?: {
    editing: boolean;
    /** Changed but not saved yet, while another field is being edited. */
    unsaved: boolean;
    /** While the event is being saved. */
    disabled: boolean;
    onEdit: () => void;
    onCancel: () => void;
    editor: (control: DetailControlProps) => ReactNode;
  };
}

/**
 * Spec §2 Event Details: one field of the event, read-only or edited through its pencil;
 * the cross leaves edit mode and puts the saved value back.
 */
export const DetailRow = ({ label, display, error, wide = false, edit }: DetailRowProps) => {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const editing = edit?.editing ?? false;
  return (
    <div className={['detail-row', wide && 'detail-row--wide', editing && 'is-editing'].filter(Boolean).join(' ')}>
      <div className="detail-row__head">
        {editing ? (
          <label className="detail-row__label" id={labelId} htmlFor={id}>
            {label}
          </label>
        ) : (
          <span className="detail-row__label" id={labelId}>
            {label}
          </span>
        )}
        {edit?.unsaved && !editing && <span className="detail-row__unsaved">{t('Unsaved')}</span>}
        {edit &&
          (editing ? (
            <RowIconButton
              className="detail-row__action"
              label={t('Cancel editing {label}', { label })}
              title={t('Cancel')}
              disabled={edit.disabled}
              onClick={edit.onCancel}
            >
              <CrossIcon />
            </RowIconButton>
          ) : (
            <RowIconButton
              className="detail-row__action"
              label={t('Edit {label}', { label })}
              title={t('Edit')}
              disabled={edit.disabled}
              onClick={edit.onEdit}
            >
              <PencilIcon />
            </RowIconButton>
          ))}
      </div>
      {editing && edit ? (
        edit.editor({ id, labelId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })
      ) : (
        <div className="detail-row__value">{display}</div>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
};
