import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open`. Escape and a click on the backdrop close it
 * through `onClose`, except while `busy` (work that must not be abandoned half-way).
 */
export const useModalDialog = (open: boolean, busy: boolean, onClose: () => void) => {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return {
    ref,
    onCancel: (event: React.SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      if (!busy) onClose();
    },
    onClick: (event: React.MouseEvent<HTMLDialogElement>) => {
      // A click on the backdrop lands on the dialog element itself.
      if (event.target === event.currentTarget && !busy) onClose();
    },
  };
};
