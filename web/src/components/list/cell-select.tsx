import type { ReactNode } from 'react';

interface CellSelectProps {
  /** Names the select to assistive tech. */
  label: string;
  value: string;
  disabled: boolean;
  invalid?: boolean;
  title?: string | undefined;
  /** A class beside the cell look, for a list's own widths. */
  className?: string;
  /** The first option, chosen when there is no value ('Not assigned'). */
  none: string;
  options: readonly { id: string; name: string }[];
  onChange: (value: string) => void;
  /** Options before the list (a held value no longer offered). */
  children?: ReactNode;
}

/** A dropdown inside a list's row. */
export const CellSelect = ({ label, value, disabled, invalid, title, className, none, options, onChange, children }: CellSelectProps) => (
  <select
    className={className ? `input input--cell ${className}` : 'input input--cell'}
    aria-label={label}
    value={value}
    disabled={disabled}
    title={title}
    aria-invalid={invalid || undefined}
    onChange={(event) => onChange(event.target.value)}
  >
    <option value="">{none}</option>
    {children}
    {options.map((option) => (
      <option key={option.id} value={option.id}>
        {option.name}
      </option>
    ))}
  </select>
);
