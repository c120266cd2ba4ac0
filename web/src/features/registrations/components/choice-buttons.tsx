import { useId } from 'react';

interface ChoiceButtonsProps<Value extends string> {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value) => void;
  disabled?: boolean;
  error?: string | undefined;
}

/** A row of toggle buttons of which one is chosen (gender, food preference). */
export const ChoiceButtons = <Value extends string>({
  label,
  options,
  value,
  onChange,
  disabled = false,
  error,
}: ChoiceButtonsProps<Value>) => {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="field registration-field">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div className="choice-buttons" role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={option.value === value ? 'choice-buttons__option is-selected' : 'choice-buttons__option'}
            aria-pressed={option.value === value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
};
