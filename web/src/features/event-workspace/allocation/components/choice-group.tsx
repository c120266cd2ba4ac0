import { useId } from 'react';
import { t } from '../../../../i18n/intl';

interface ChoiceGroupProps<Id extends string> {
  legend: string;
  /** English keys marked with msg(), shown with t(). */
  options: ReadonlyArray<{ id: Id; label: string; explanation: string }>;
  value: Id;
  onChange: (id: Id) => void;
  disabled: boolean;
}

/** One of a few options, each with a line saying what it does (the Global Allocation panel's choices). */
export const ChoiceGroup = <Id extends string>({ legend, options, value, onChange, disabled }: ChoiceGroupProps<Id>) => {
  const groupName = useId();
  return (
    <fieldset className="field global-allocation__strategies">
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <div key={option.id} className="strategy-option">
          <label className="strategy-option__label">
            <input
              type="radio"
              name={groupName}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              disabled={disabled}
              aria-describedby={`${groupName}-${option.id}`}
            />
            {t(option.label)}
          </label>
          <span id={`${groupName}-${option.id}`} className="strategy-option__text">
            {t(option.explanation)}
          </span>
        </div>
      ))}
    </fieldset>
  );
};
