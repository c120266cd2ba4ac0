import type { KeyboardEvent } from 'react';

/** The keys of a list row being edited: Enter saves it, Escape leaves it. */
export const editKeys =
  ({ save, cancel }: { save: () => void; cancel: () => void }) =>
  (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };
