import { toast } from 'sonner';
import { countryCodes, registrationMessages } from '@domain/registrations/registration-rules';
import { FormField } from '../../../components/ui/form-field';
import { PHONE_PLACEHOLDER, typedPhone } from '../utils/registration-form';
import type { StepProps } from './step-props';
import { t, tm } from '../../../i18n/intl';

/** Spec §2 Emergency: the contact's name and mobile (country code from the list, then the number). */
export const EmergencyInfoStep = ({ values, errors, update, disabled }: StepProps) => {
  const onNumberChange = (text: string) => {
    const typed = typedPhone(text);
    // §5: anything but digits and spaces is refused as it is typed.
    if (typed.rejected) toast.error(tm(registrationMessages.phoneCharacters), { id: registrationMessages.phoneCharacters });
    update({ emergencyNumber: typed.value });
  };
  return (
    <div className="registration-grid">
      <FormField label={t('Emergency Contact Name')} error={errors.emergencyName} className="registration-field">
        {(control) => (
          <input
            {...control}
            className="input"
            type="text"
            name="emergency_name"
            autoComplete="off"
            placeholder={t('E.g. Alice Lee')}
            value={values.emergencyName}
            disabled={disabled}
            onChange={(event) => update({ emergencyName: event.target.value })}
          />
        )}
      </FormField>
      <fieldset
        className="field registration-field emergency-phone"
        aria-describedby={errors.emergencyPhone ? 'emergency-phone-error' : undefined}
      >
        <legend className="field__label">{t('Emergency Mobile Number')}</legend>
        <div className="emergency-phone__inputs">
          <select
            className="input emergency-phone__code"
            aria-label={t('Country code')}
            name="emergency_country_code"
            value={values.emergencyCountryCode}
            disabled={disabled}
            onChange={(event) => update({ emergencyCountryCode: event.target.value })}
          >
            {countryCodes.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {`${entry.flag} ${entry.code} ${tm(entry.country)}`}
              </option>
            ))}
          </select>
          <input
            className="input emergency-phone__number"
            aria-label={t('Emergency mobile number')}
            aria-invalid={errors.emergencyPhone ? true : undefined}
            type="tel"
            inputMode="tel"
            name="emergency_phone"
            autoComplete="off"
            dir="ltr"
            placeholder={PHONE_PLACEHOLDER}
            value={values.emergencyNumber}
            disabled={disabled}
            onChange={(event) => onNumberChange(event.target.value)}
          />
        </div>
        {errors.emergencyPhone && (
          <p className="field__error" id="emergency-phone-error">
            {errors.emergencyPhone}
          </p>
        )}
      </fieldset>
    </div>
  );
};
