import { MAX_EVENT_DAYS } from '@domain/events/event-dates';
import { MAX_DESCRIPTION_LENGTH } from '@domain/events/event-rules';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { FormField } from '../../../components/ui/form-field';
import { ImageUploadField } from './image-upload-field';
import type { StepProps } from './step-props';

/** Step 1 (spec §2, §5): pictures, name, description and the dates. */
export const EventInfoStep = ({ values, errors, update, today }: StepProps & { today: string }) => {
  const dateErrors = [...new Set([errors.start_date, errors.end_date].filter(Boolean))];
  return (
    <>
      <div className="event-form__images">
        <ImageUploadField
          label="Event Cover Image"
          value={values.cover_image}
          error={errors.cover_image}
          onChange={(url) => update({ cover_image: url })}
        />
        <ImageUploadField
          label="Event Logo"
          value={values.logo_image}
          error={errors.logo_image}
          onChange={(url) => update({ logo_image: url })}
        />
      </div>
      <FormField label="Event Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="name"
            value={values.name}
            onChange={(event) => update({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Event Description" error={errors.description}>
        {(control) => (
          <>
            <textarea
              {...control}
              className="input event-form__description"
              name="description"
              rows={5}
              value={values.description}
              onChange={(event) => update({ description: event.target.value })}
            />
            <p
              className={
                values.description.length > MAX_DESCRIPTION_LENGTH ? 'event-form__counter event-form__counter--over' : 'event-form__counter'
              }
            >
              {values.description.length}/{MAX_DESCRIPTION_LENGTH}
            </p>
          </>
        )}
      </FormField>
      <div className="field">
        <DateRangePicker
          label="Event Dates"
          start={values.start_date || null}
          end={values.end_date || null}
          today={today}
          maxDays={MAX_EVENT_DAYS}
          onApply={({ start, end }) => update({ start_date: start, end_date: end })}
        />
        <p className="field__hint">Start and end date, at most {MAX_EVENT_DAYS} consecutive days.</p>
        {dateErrors.map((message) => (
          <p key={message} className="field__error">
            {message}
          </p>
        ))}
      </div>
    </>
  );
};
