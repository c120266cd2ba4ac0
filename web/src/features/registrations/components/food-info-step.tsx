import { FormField } from '../../../components/ui/form-field';
import { foodOptions } from '../utils/registration-form';
import { ChoiceButtons } from './choice-buttons';
import type { StepProps } from './step-props';
import { t } from '../../../i18n/intl';

/** Spec §2 Food: the preference toggle and allergies as free text. */
export const FoodInfoStep = ({ values, errors, update, disabled }: StepProps) => (
  <div className="registration-grid">
    <ChoiceButtons
      label={t('Food Preference')}
      options={foodOptions()}
      value={values.foodPreference}
      onChange={(foodPreference) => update({ foodPreference })}
      disabled={disabled}
      error={errors.foodPreference}
    />
    <FormField label={t('Food Allergies')} error={errors.foodAllergies} className="registration-field">
      {(control) => (
        <input
          {...control}
          className="input"
          type="text"
          name="food_allergies"
          placeholder={t('E.g. Peanut')}
          value={values.foodAllergies}
          disabled={disabled}
          onChange={(event) => update({ foodAllergies: event.target.value })}
        />
      )}
    </FormField>
  </div>
);
