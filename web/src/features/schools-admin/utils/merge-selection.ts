import { MERGE_SELECTION_INVALID } from '@domain/schools/fields';
import { msg } from '../../../i18n/intl';

/** Spec §5: the messages of a merge selection that is not one valid pair, and of a locked row. */
export const MERGE_NEEDS_PAIR = MERGE_SELECTION_INVALID;
export const MERGE_ONE_PAIR = msg('Merge happens one pair at a time.');
export const UNLOCK_TO_MERGE = msg('Unlock to merge');

/** Spec §9: how long the 'Unlock to merge' hint stays up. */
export const UNLOCK_HINT_MS = 3000;

/** The rows ticked in merge mode, in the order they were ticked, and the one marked primary (★). */
export interface MergeSelection {
  ids: readonly string[];
  primaryId: string | null;
}

export const emptySelection: MergeSelection = { ids: [], primaryId: null };

/**
 * The server does not say which rows are locked for merging. A blocked school or area is
 * frozen until someone unlocks it by setting it Active, so a Blocked row is locked.
 */
export const isLockedStatus = (status: string): boolean => status.toLowerCase() === 'blocked';

/** Ticks or unticks a row; a locked row cannot be ticked, and unticking the primary clears it. */
export const toggleSelected = (selection: MergeSelection, id: string, locked: boolean): MergeSelection => {
  if (selection.ids.includes(id)) {
    return { ids: selection.ids.filter((selected) => selected !== id), primaryId: selection.primaryId === id ? null : selection.primaryId };
  }
  if (locked) return selection;
  return { ...selection, ids: [...selection.ids, id] };
};

/** Marks a ticked row primary (ticking it first if needed); marking the primary again unmarks it. */
export const markPrimary = (selection: MergeSelection, id: string, locked: boolean): MergeSelection => {
  if (selection.primaryId === id) return { ...selection, primaryId: null };
  if (selection.ids.includes(id)) return { ...selection, primaryId: id };
  if (locked) return selection;
  return { ids: [...selection.ids, id], primaryId: id };
};

/** Drops rows that left the list (merged or deleted elsewhere) or became locked since they were ticked. */
export const keepAvailable = (selection: MergeSelection, available: (id: string) => boolean): MergeSelection => {
  const ids = selection.ids.filter(available);
  if (ids.length === selection.ids.length) return selection;
  return { ids, primaryId: selection.primaryId !== null && ids.includes(selection.primaryId) ? selection.primaryId : null };
};

export type MergeCheck = { ok: true; primaryId: string; secondaryId: string } | { ok: false; message: string };

/** Spec §5: exactly two rows, one of them primary, neither locked. The merge button waits for this. */
export const checkMerge = (selection: MergeSelection, isLocked: (id: string) => boolean): MergeCheck => {
  if (selection.ids.some(isLocked)) return { ok: false, message: UNLOCK_TO_MERGE };
  if (selection.ids.length > 2) return { ok: false, message: MERGE_ONE_PAIR };
  const { primaryId } = selection;
  const secondaryId = selection.ids.find((id) => id !== primaryId);
  if (selection.ids.length !== 2 || primaryId === null || !selection.ids.includes(primaryId) || secondaryId === undefined) {
    return { ok: false, message: MERGE_NEEDS_PAIR };
  }
  return { ok: true, primaryId, secondaryId };
};
