import { countryCodes, genders, gradeGroups, PHONE_PLACEHOLDER, teacherRoles } from '@domain/users/profile-rules';
import { FormField } from '../../../components/ui/form-field';
import { genderLabel, gradeGroupLabels, gradeLabel } from '../utils/labels';

interface InputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Marks the control invalid when its message is shown elsewhere (the step alert). */
  invalid?: boolean;
  disabled?: boolean;
}

export const FullNameInput = ({ value, onChange, onBlur, error, invalid, disabled }: InputProps & { onBlur?: () => void }) => (
  <FormField label="Full name" error={error} invalid={invalid}>
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
  <FormField label="Gender" error={error} invalid={invalid}>
    {(control) => (
      <select
        {...control}
        className="input"
        name="gender"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select gender</option>
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
  <FormField label="Grade" error={error} invalid={invalid}>
    {(control) => (
      <select
        {...control}
        className="input"
        name="grade"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select grade</option>
        {(Object.keys(gradeGroups) as (keyof typeof gradeGroups)[]).map((type) => (
          <optgroup key={type} label={gradeGroupLabels[type]}>
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
  <FormField label="Years of work experience" error={error} invalid={invalid}>
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
  <FormField label="Role" hint="Optional" error={error} invalid={invalid}>
    {(control) => (
      <select
        {...control}
        className="input"
        name="teacher_role"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select role</option>
        {teacherRoles.map((role) => (
          <option key={role} value={role}>
            {role}
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
    <FormField label="Country code" error={errors.countryCode} className="phone-inputs__code">
      {(control) => (
        <select
          {...control}
          className="input"
          name="country_code"
          autoComplete="tel-country-code"
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
    <FormField label="Phone number" error={errors.phone} invalid={invalid} className="phone-inputs__number">
      {(control) => (
        <input
          {...control}
          className="input"
          type="tel"
          inputMode="tel"
          name="phone"
          autoComplete="tel-national"
          placeholder={PHONE_PLACEHOLDER}
          value={phone}
          disabled={disabled}
          onChange={(event) => onPhoneChange(event.target.value)}
        />
      )}
    </FormField>
  </div>
);
