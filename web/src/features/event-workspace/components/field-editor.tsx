import { toast } from 'sonner';
import { uaeDateOf, MAX_EVENT_DAYS } from '@domain/events/event-dates';
import { eventMessages, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '@domain/events/event-rules';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { msg, t, tm } from '../../../i18n/intl';
import { keepDigits, type DraftField, type DraftValues, type Edits } from '../utils/event-draft';
import type { DetailControlProps } from './detail-row';

/** The editable fields of the tab, in the spec's order; the Date edits two payload fields at once. */
export const editorOrder = ['name', 'description', 'dates', 'number_of_seats', 'fees_per_delegate', 'website', 'instagram'] as const;
export type EditorId = (typeof editorOrder)[number];

/** Shown with t(). */
export const editorLabels: Record<EditorId, string> = {
  name: msg('Event Name'),
  description: msg('Event Description'),
  dates: msg('Date'),
  number_of_seats: msg('Seats'),
  fees_per_delegate: msg('Fees'),
  website: msg('Website'),
  instagram: msg('Instagram'),
};

export const editorFields: Record<EditorId, readonly DraftField[]> = {
  name: ['name'],
  description: ['description'],
  dates: ['start_date', 'end_date'],
  number_of_seats: ['number_of_seats'],
  fees_per_delegate: ['fees_per_delegate'],
  website: ['website'],
  instagram: ['instagram'],
};

interface FieldEditorProps {
  editor: EditorId;
  values: DraftValues;
  onChange: (edits: Edits) => void;
  disabled: boolean;
  control: DetailControlProps;
}

/** The input of one field in edit mode. */
export const FieldEditor = ({ editor, values, onChange, disabled, control }: FieldEditorProps) => {
  const { labelId, ...input } = control;
  switch (editor) {
    case 'name':
      return (
        <input
          {...input}
          className="input"
          autoFocus
          maxLength={MAX_NAME_LENGTH}
          value={values.name}
          disabled={disabled}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      );
    case 'description': {
      const counterId = `${input.id}-counter`;
      return (
        <>
          <textarea
            {...input}
            aria-describedby={[input['aria-describedby'], counterId].filter(Boolean).join(' ')}
            className="input detail-row__textarea"
            autoFocus
            rows={5}
            maxLength={MAX_DESCRIPTION_LENGTH}
            value={values.description}
            disabled={disabled}
            onChange={(event) => onChange({ description: event.target.value })}
          />
          <span className="detail-row__counter" id={counterId} dir="ltr">
            {values.description.length}/{MAX_DESCRIPTION_LENGTH}
          </span>
        </>
      );
    }
    case 'dates':
      return (
        // The group gives the picker's button, which names the chosen days, the row's label.
        <div id={input.id} role="group" aria-labelledby={labelId} aria-describedby={input['aria-describedby']}>
          <DateRangePicker
            start={values.start_date || null}
            end={values.end_date || null}
            maxDays={MAX_EVENT_DAYS}
            today={uaeDateOf(new Date())}
            disabled={disabled}
            onApply={({ start, end }) => onChange({ start_date: start, end_date: end })}
          />
        </div>
      );
    case 'number_of_seats':
    case 'fees_per_delegate':
      return (
        <input
          {...input}
          className="input"
          autoFocus
          inputMode="numeric"
          autoComplete="off"
          value={values[editor]}
          disabled={disabled}
          onChange={(event) => {
            const { value, stripped } = keepDigits(event.target.value);
            if (stripped) toast.error(tm(eventMessages.digitsOnly), { id: 'digits-only' });
            onChange({ [editor]: value });
          }}
        />
      );
    case 'website':
      return (
        <input
          {...input}
          className="input"
          autoFocus
          type="url"
          inputMode="url"
          dir="ltr"
          // i18n-ignore: an example address, the same in every language
          placeholder="https://example.com"
          value={values.website}
          disabled={disabled}
          onChange={(event) => onChange({ website: event.target.value })}
        />
      );
    case 'instagram':
      return (
        <input
          {...input}
          className="input"
          autoFocus
          dir="ltr"
          placeholder={t('@username')}
          autoComplete="off"
          value={values.instagram}
          disabled={disabled}
          onChange={(event) => onChange({ instagram: event.target.value })}
        />
      );
    default: {
      const unknownEditor: never = editor;
      throw new Error(`Unknown field ${String(unknownEditor)}`);
    }
  }
};
