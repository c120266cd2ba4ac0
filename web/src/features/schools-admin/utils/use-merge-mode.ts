import { useState } from 'react';
import { emptySelection, keepAvailable, markPrimary, toggleSelected, type MergeSelection } from './merge-selection';

export interface MergeMode {
  active: boolean;
  selection: MergeSelection;
  /** A merge just went through: the bar asks 'Merge another duplicate?'. */
  justMerged: boolean;
  start: (firstId?: string) => void;
  cancel: () => void;
  toggle: (id: string, locked: boolean) => void;
  markPrimary: (id: string, locked: boolean) => void;
  merged: () => void;
  /** Yes to 'Merge another duplicate?': stay in merge mode with nothing ticked. */
  another: () => void;
}

/**
 * Merge mode of a list (spec §2.6, §4): tick two rows, mark one primary, merge; afterwards
 * the list asks whether to merge another pair, and Cancel leaves the mode. `available`
 * tells which rows can still be merged (present and not locked); others drop out of the
 * selection when the list reloads.
 */
export const useMergeMode = (available: (id: string) => boolean): MergeMode => {
  const [active, setActive] = useState(false);
  const [stored, setStored] = useState<MergeSelection>(emptySelection);
  const [justMerged, setJustMerged] = useState(false);
  const selection = keepAvailable(stored, available);

  return {
    active,
    selection,
    justMerged,
    start: (firstId) => {
      setActive(true);
      setJustMerged(false);
      setStored(firstId && available(firstId) ? { ids: [firstId], primaryId: null } : emptySelection);
    },
    cancel: () => {
      setActive(false);
      setJustMerged(false);
      setStored(emptySelection);
    },
    toggle: (id, locked) => {
      setJustMerged(false);
      setStored(toggleSelected(selection, id, locked));
    },
    markPrimary: (id, locked) => {
      setJustMerged(false);
      setStored(markPrimary(selection, id, locked));
    },
    merged: () => {
      setStored(emptySelection);
      setJustMerged(true);
    },
    another: () => setJustMerged(false),
  };
};
