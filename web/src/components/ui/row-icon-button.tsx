import type { ReactNode } from 'react';

interface RowIconButtonProps {
  /** What the button does, for screen readers (`aria-label`); `title` is the short tooltip. */
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  /** A removal: drawn in the danger colour. */
  danger?: boolean;
  className?: string;
  children: ReactNode;
}

/** The small icon button of a table row or a detail line (edit, delete, cancel). */
export const RowIconButton = ({ label, title, onClick, disabled, danger, className, children }: RowIconButtonProps) => (
  <button
    type="button"
    className={['icon-button', 'icon-button--row', danger ? 'icon-button--danger' : '', className ?? ''].filter(Boolean).join(' ')}
    aria-label={label}
    title={title}
    onClick={onClick}
    disabled={disabled}
  >
    {children}
  </button>
);
