import { MAX_EVENT_DAYS } from '@domain/events/event-dates';
import { MAX_DESCRIPTION_LENGTH } from '@domain/events/event-rules';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { FormField } from '../../../components/ui/form-field';
import { ImageUploadField } from './image-upload-field';
import type { StepProps } from './step-props';
import { t } from '../../../i18n/intl';

/** Step 1 (spec §2, §5): pictures, name, description and the dates. */
export const EventInfoStep = ({ values, errors, update, today }: StepProps & { today: string }) => {
  const dateErrors = [...new Set([errors.start_date, errors.end_date].filter(Boolean))];
  return (
    <>
      <div className="event-form__images">
        <ImageUploadField
          label={t('Event Cover Image')}
          value={values.cover_image}
          error={errors.cover_image}
          onChange={(url) => update({ cover_image: url })}
        />
        <ImageUploadField
          label={t('Event Logo')}
          value={values.logo_image}
          error={errors.logo_image}
          onChange={(url) => update({ logo_image: url })}
        />
      </div>
      <FormField label={t('Event Name')} error={errors.name}>
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
      <FormField label={t('Event Description')} error={errors.description}>
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
          label={t('Event Dates')}
          start={values.start_date || null}
          end={values.end_date || null}
          today={today}
          maxDays={MAX_EVENT_DAYS}
          onApply={({ start, end }) => update({ start_date: start, end_date: end })}
        />
        <p className="field__hint">{t('Start and end date, at most {max} consecutive days.', { max: MAX_EVENT_DAYS })}</p>
        {dateErrors.map((message) => (
          <p key={message} className="field__error">
            {message}
          </p>
        ))}
      </div>
    </>
  );
};
