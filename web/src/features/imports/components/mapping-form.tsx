import { useId } from 'react';
import { fieldLabels, importFields, type ImportField } from '@domain/imports/fields';
import { CONFERENCES_RULE, experienceUnitLabels, experienceUnits, type ExperienceUnit } from '@domain/imports/headings';
import { columnOfSelectValue, columnOptions, isRequiredField, selectValueOf, type MappingForm as Form } from '../utils/column-mapping';
import { t, tm } from '../../../i18n/intl';

interface MappingFormProps {
  headers: readonly string[];
  form: Form;
  problems: Partial<Record<ImportField, string>>;
  experienceUnit: ExperienceUnit;
  disabled: boolean;
  onChange: (field: ImportField, column: number | null) => void;
  onExperienceUnitChange: (unit: ExperienceUnit) => void;
}

/** What the MUN experience column counts, as its question was asked: the tiers go by years. */
const ExperienceUnitSelect = ({
  id,
  unit,
  disabled,
  onChange,
}: {
  id: string;
  unit: ExperienceUnit;
  disabled: boolean;
  onChange: (unit: ExperienceUnit) => void;
}) => (
  <div className="mapping-form__unit">
    <label className="mapping-form__unit-label" htmlFor={id}>
      {t('MUN experience counts')}
    </label>
    <select
      id={id}
      className="input"
      value={unit}
      disabled={disabled}
      aria-describedby={`${id}-rule`}
      onChange={(event) => onChange(event.target.value as ExperienceUnit)}
    >
      {experienceUnits.map((option) => (
        <option key={option} value={option}>
          {tm(experienceUnitLabels[option])}
        </option>
      ))}
    </select>
    <p className="mapping-form__unit-rule" id={`${id}-rule`}>
      {unit === 'conferences' ? `${tm(CONFERENCES_RULE)}.` : t('Read as whole years.')}
    </p>
  </div>
);

/**
 * The column each field is read from, as detected from the file's first row (or as last
 * corrected for the event); the organiser corrects it here, and says whether MUN experience
 * counts years or conferences. Email and Full name are required.
 */
export const MappingForm = ({ headers, form, problems, experienceUnit, disabled, onChange, onExperienceUnitChange }: MappingFormProps) => {
  const options = columnOptions(headers);
  const idPrefix = useId();
  return (
    <fieldset className="mapping-form">
      <legend className="mapping-form__legend">{t('Column mapping')}</legend>
      <p className="mapping-form__hint">
        {t('Which column of the file holds each detail.')} <span aria-hidden="true">*</span> {t('Required.')}
      </p>
      <div className="mapping-form__fields">
        {importFields.map((field) => {
          const id = `${idPrefix}-${field}`;
          const problem = problems[field];
          const required = isRequiredField(field);
          return (
            <div key={field} className="field mapping-form__field">
              {/* The star is beside the label, not in it: the select's name is the field's label alone. */}
              <span className="mapping-form__label">
                <label className="field__label" htmlFor={id}>
                  {tm(fieldLabels[field])}
                </label>
                {required && (
                  <span className="mapping-form__required" aria-hidden="true">
                    *
                  </span>
                )}
              </span>
              <select
                id={id}
                className="input"
                value={selectValueOf(form[field])}
                required={required}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                disabled={disabled}
                onChange={(event) => onChange(field, columnOfSelectValue(event.target.value))}
              >
                {options.map((option) => (
                  <option key={option.value} value={option.value} dir="auto">
                    {option.label}
                  </option>
                ))}
              </select>
              {problem && (
                <p className="field__error" id={`${id}-problem`}>
                  {problem}
                </p>
              )}
              {field === 'munExperience' && form.munExperience !== null && (
                <ExperienceUnitSelect id={`${id}-unit`} unit={experienceUnit} disabled={disabled} onChange={onExperienceUnitChange} />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
};
