import { useId, type ReactNode } from 'react';
import { t } from '../../i18n/intl';
import { useModalDialog } from './use-modal-dialog';

interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Escape, a click on the backdrop or the close button; ignored while `busy`. */
  onClose: () => void;
  busy?: boolean;
  /** Wider than a question: a form or a report. */
  size?: 'small' | 'large' | 'wide';
  children: ReactNode;
}

/** A modal window with a title and its own content (a form, a report); closes on Escape or a click outside. */
export const ModalDialog = ({ open, title, onClose, busy = false, size = 'small', children }: ModalDialogProps) => {
  const dialog = useModalDialog(open, busy, onClose);
  const titleId = useId();

  return (
    <dialog {...dialog} className={size === 'small' ? 'dialog' : `dialog dialog--${size}`} aria-labelledby={titleId}>
      {open && (
        <div className="dialog__body">
          <div className="dialog__head">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="icon-button dialog__close" aria-label={t('Close')} onClick={onClose} disabled={busy}>
              <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
};
