import { useId } from 'react';
import { fieldLabels, importFields, type ImportField } from '../../../../../domain/imports/fields';
import { columnOfSelectValue, columnOptions, isRequiredField, selectValueOf, type MappingForm as Form } from '../utils/column-mapping';

interface MappingFormProps {
  headers: readonly string[];
  form: Form;
  problems: Partial<Record<ImportField, string>>;
  disabled: boolean;
  onChange: (field: ImportField, column: number | null) => void;
}

/**
 * The column each field is read from, as detected from the file's first row; the organiser
 * corrects it here. Email and Full name are required.
 */
export const MappingForm = ({ headers, form, problems, disabled, onChange }: MappingFormProps) => {
  const options = columnOptions(headers);
  const idPrefix = useId();
  return (
    <fieldset className="mapping-form">
      <legend className="mapping-form__legend">Column mapping</legend>
      <p className="mapping-form__hint">
        Which column of the file holds each detail. <span aria-hidden="true">*</span> Required.
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
                  {fieldLabels[field]}
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
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {problem && (
                <p className="field__error" id={`${id}-problem`}>
                  {problem}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
};
