interface DialogFormActionsProps {
  /** The way out, which leaves everything as it was. */
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's text while the work runs. */
  busyLabel?: string;
  busy: boolean;
  /** The form is not ready to send (a required field left empty). */
  incomplete?: boolean;
  /** The look of the submit: a danger for what cannot be undone. */
  tone?: 'primary' | 'danger';
}

/** The buttons of a form in a dialog: the way out first, then the submit; neither while the work runs. */
export const DialogFormActions = ({
  cancelLabel,
  onCancel,
  submitLabel,
  busyLabel,
  busy,
  incomplete = false,
  tone = 'primary',
}: DialogFormActionsProps) => (
  <div className="dialog__actions">
    <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
      {cancelLabel}
    </button>
    <button type="submit" className={`button button--${tone}`} disabled={busy || incomplete}>
      {busy && busyLabel ? busyLabel : submitLabel}
    </button>
  </div>
);
