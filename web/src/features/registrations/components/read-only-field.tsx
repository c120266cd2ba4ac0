import { useId } from 'react';
import { NOT_SPECIFIED } from '../utils/display';
import { t } from '../../../i18n/intl';

interface ReadOnlyFieldProps {
  label: string;
  value: string;
  /** Shown beside the label and read with the box (e.g. 'System generated'). */
  note?: string;
  /** Set apart from the plain boxes (the delegate page's food preference). */
  highlight?: boolean;
}

/** A field shown as a box that cannot be changed; an empty one reads 'Not specified'. */
export const ReadOnlyField = ({ label, value, note, highlight = false }: ReadOnlyFieldProps) => {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="field registration-field">
      <div className="registration-field__head">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {note && (
          <span className="badge badge--muted" id={noteId}>
            {note}
          </span>
        )}
      </div>
      <input
        id={id}
        className={highlight ? 'input input--readonly input--highlight' : 'input input--readonly'}
        type="text"
        readOnly
        value={value}
        title={value || undefined}
        dir="auto"
        placeholder={t(NOT_SPECIFIED)}
        aria-describedby={note ? noteId : undefined}
      />
    </div>
  );
};
