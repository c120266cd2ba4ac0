import { FormField } from '../../../components/ui/form-field';
import type { StepProps } from './step-props';
import { t } from '../../../i18n/intl';

/** Step 3 (spec §2, §5): the event's website and Instagram handle. */
export const EventLinksStep = ({ values, errors, update }: StepProps) => (
  <div className="event-form__row">
    <FormField label={t('Website')} error={errors.website}>
      {(control) => (
        <input
          {...control}
          className="input"
          name="website"
          inputMode="url"
          autoComplete="url"
          dir="ltr"
          // i18n-ignore: an example address, typed the same in every language
          placeholder="https://example.com"
          value={values.website}
          onChange={(event) => update({ website: event.target.value })}
        />
      )}
    </FormField>
    <FormField label={t('Instagram')} error={errors.instagram}>
      {(control) => (
        <input
          {...control}
          className="input"
          name="instagram"
          dir="ltr"
          placeholder={t('@username')}
          value={values.instagram}
          onChange={(event) => update({ instagram: event.target.value })}
        />
      )}
    </FormField>
  </div>
);
