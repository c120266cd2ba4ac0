import { useEffect, useState } from 'react';

export interface MergeModeOptions<Selection> {
  /** Nothing ticked. */
  empty: Selection;
  /** What of a selection can still be merged once the list has reloaded (rows gone or locked drop out). */
  keep?: (selection: Selection) => Selection;
  /** How long the hint shown on entering the mode stays, when the list shows one (Key Info's 3 seconds). */
  hintMs?: number;
}

export interface MergeMode<Selection> {
  active: boolean;
  selection: Selection;
  /** The hint shown for a moment after entering the mode. */
  hint: boolean;
  /** A merge just went through: the list may ask 'Merge another duplicate?'. */
  justMerged: boolean;
  /** Enter the mode, with nothing or `first` ticked. */
  start: (first?: Selection) => void;
  /** Leave the mode; nothing stays ticked. */
  cancel: () => void;
  /** Tick or untick rows: the list's own rules give the next selection. */
  select: (next: Selection) => void;
  merged: () => void;
  /** Yes to 'Merge another duplicate?': stay in merge mode with nothing ticked. */
  another: () => void;
}

const same = <Selection>(selection: Selection) => selection;

/**
 * Merge mode of a list (spec §2.6, §4, §5): a button enters it, rows are ticked, the merge
 * runs; Cancel leaves it. The list says what a selection is and how ticking changes it.
 */
export const useMergeMode = <Selection>({ empty, keep = same, hintMs }: MergeModeOptions<Selection>): MergeMode<Selection> => {
  const [active, setActive] = useState(false);
  const [stored, setStored] = useState<Selection>(empty);
  const [justMerged, setJustMerged] = useState(false);
  const [hint, setHint] = useState(false);
  const selection = keep(stored);

  useEffect(() => {
    if (!hint || hintMs === undefined) return;
    const timer = setTimeout(() => setHint(false), hintMs);
    return () => clearTimeout(timer);
  }, [hint, hintMs]);

  return {
    active,
    selection,
    hint,
    justMerged,
    start: (first) => {
      setActive(true);
      setJustMerged(false);
      setHint(hintMs !== undefined);
      setStored(first ?? empty);
    },
    cancel: () => {
      setActive(false);
      setJustMerged(false);
      setHint(false);
      setStored(empty);
    },
    select: (next) => {
      setJustMerged(false);
      setStored(next);
    },
    merged: () => {
      setStored(empty);
      setJustMerged(true);
    },
    another: () => setJustMerged(false),
  };
};
