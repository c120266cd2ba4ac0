import { countryCodes, genders, gradeGroups, PHONE_PLACEHOLDER, teacherRoles } from '@domain/users/profile-rules';
import { FormField } from '../../../components/ui/form-field';
import { t, tm } from '../../../i18n/intl';
import { genderLabel, gradeGroupLabels, gradeLabel, teacherRoleLabel } from '../utils/labels';

/** A field's message: the shared rules' English in the chosen language (a server's message is already in it). */
const shownError = (error: string | undefined) => (error ? tm(error) : undefined);

interface InputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Marks the control invalid when its message is shown elsewhere (the step alert). */
  invalid?: boolean;
  disabled?: boolean;
}

export const FullNameInput = ({ value, onChange, onBlur, error, invalid, disabled }: InputProps & { onBlur?: () => void }) => (
  <FormField label={t('Full name')} error={shownError(error)} invalid={invalid}>
    {(control) => (
      <input
        {...control}
        className="input"
        type="text"
        name="fullname"
        autoComplete="name"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    )}
  </FormField>
);

export const GenderSelect = ({ value, onChange, error, invalid, disabled }: InputProps) => (
  <FormField label={t('Gender')} error={shownError(error)} invalid={invalid}>
    {(control) => (
      <select
        {...control}
        className="input"
        name="gender"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('Select gender')}</option>
        {genders.map((gender) => (
          <option key={gender} value={gender}>
            {genderLabel(gender)}
          </option>
        ))}
      </select>
    )}
  </FormField>
);

/** Spec §9 grades, grouped by grade type; the option values are the stored values ('grade-7'). */
export const GradeSelect = ({ value, onChange, error, invalid, disabled }: InputProps) => (
  <FormField label={t('Grade')} error={shownError(error)} invalid={invalid}>
    {(control) => (
      <select
        {...control}
        className="input"
        name="grade"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('Select grade')}</option>
        {(Object.keys(gradeGroups) as (keyof typeof gradeGroups)[]).map((type) => (
          <optgroup key={type} label={t(gradeGroupLabels[type])}>
            {gradeGroups[type].map((grade) => (
              <option key={grade} value={grade}>
                {gradeLabel(grade)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    )}
  </FormField>
);

export const YearsOfExperienceInput = ({ value, onChange, error, invalid, disabled }: InputProps) => (
  <FormField label={t('Years of work experience')} error={shownError(error)} invalid={invalid}>
    {(control) => (
      <input
        {...control}
        className="input"
        type="text"
        inputMode="numeric"
        name="yearsOfExperience"
        maxLength={2}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    )}
  </FormField>
);

export const TeacherRoleSelect = ({ value, onChange, error, invalid, disabled }: InputProps) => (
  <FormField label={t('Role')} hint={t('Optional')} error={shownError(error)} invalid={invalid}>
    {(control) => (
      <select
        {...control}
        className="input"
        name="teacher_role"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('Select role')}</option>
        {teacherRoles.map((role) => (
          <option key={role} value={role}>
            {teacherRoleLabel(role)}
          </option>
        ))}
      </select>
    )}
  </FormField>
);

interface PhoneInputsProps {
  countryCode: string;
  phone: string;
  onCountryCodeChange: (value: string) => void;
  onPhoneChange: (value: string) => void;
  errors: { countryCode?: string | undefined; phone?: string | undefined };
  invalid?: boolean;
  disabled?: boolean;
}

/** Spec §9: 20 country codes (+971 first and by default) and the national number, digits and spaces. */
export const PhoneInputs = ({ countryCode, phone, onCountryCodeChange, onPhoneChange, errors, invalid, disabled }: PhoneInputsProps) => (
  <div className="phone-inputs">
    <FormField label={t('Country code')} error={shownError(errors.countryCode)} className="phone-inputs__code">
      {(control) => (
        <select
          {...control}
          className="input"
          name="country_code"
          autoComplete="tel-country-code"
          dir="ltr"
          value={countryCode}
          disabled={disabled}
          onChange={(event) => onCountryCodeChange(event.target.value)}
        >
          {countryCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      )}
    </FormField>
    <FormField label={t('Phone number')} error={shownError(errors.phone)} invalid={invalid} className="phone-inputs__number">
      {(control) => (
        <input
          {...control}
          className="input"
          type="tel"
          inputMode="tel"
          name="phone"
          autoComplete="tel-national"
          dir="ltr"
          placeholder={PHONE_PLACEHOLDER}
          value={phone}
          disabled={disabled}
          onChange={(event) => onPhoneChange(event.target.value)}
        />
      )}
    </FormField>
  </div>
);
