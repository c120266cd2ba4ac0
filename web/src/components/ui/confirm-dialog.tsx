import { useId } from 'react';
import { t } from '../../i18n/intl';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  busy?: boolean;
  /** The Yes button's text while the work runs. */
  busyLabel?: string;
  /** The answers' texts, when Yes and No do not fit the question. */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal Yes/No question. 'No' has the focus so that Enter never deletes by accident. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  busy = false,
  busyLabel,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const dialog = useModalDialog(open, busy, onCancel);
  const titleId = useId();
  const messageId = useId();

  return (
    <dialog {...dialog} className="dialog" aria-labelledby={titleId} aria-describedby={messageId}>
      {open && (
        <div className="dialog__body">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <p id={messageId} className="dialog__message">
            {message}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy} autoFocus>
              {cancelLabel ?? t('No')}
            </button>
            <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
              {busy ? (busyLabel ?? t('Deleting…')) : (confirmLabel ?? t('Yes'))}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
};
