import { useMergeMode, type MergeMode } from '../../../lib/use-merge-mode';
import {
  checkMerge,
  emptySelection,
  isLockedStatus,
  keepAvailable,
  markPrimary,
  toggleSelected,
  type MergeCheck,
  type MergeSelection,
} from './merge-selection';

/**
 * Merge mode of the Schools and Localities lists (spec §2.6, §4, §5): tick two rows, mark one
 * primary, merge; afterwards the list asks whether to merge another pair. A row that left the
 * list or became locked drops out of the selection when the list reloads.
 */
export const useRowMerge = <Row extends { id: string; status: string }>(byId: ReadonlyMap<string, Row>) => {
  const available = (id: string) => {
    const row = byId.get(id);
    return row !== undefined && !isLockedStatus(row.status);
  };
  const merge = useMergeMode<MergeSelection>({ empty: emptySelection, keep: (selection) => keepAvailable(selection, available) });
  return {
    ...merge,
    check: checkMerge(merge.selection, (id) => isLockedStatus(byId.get(id)?.status ?? '')),
    /** Merge mode, with the row whose menu said Merge ticked. */
    startWith: (id?: string) => merge.start(id !== undefined && available(id) ? { ids: [id], primaryId: null } : emptySelection),
    toggle: (row: Row) => merge.select(toggleSelected(merge.selection, row.id, isLockedStatus(row.status))),
    markPrimary: (row: Row) => merge.select(markPrimary(merge.selection, row.id, isLockedStatus(row.status))),
  };
};

/** What the list's frame uses of merge mode: the bar and the toolbar's Merge. */
export type RowMerge = MergeMode<MergeSelection> & { check: MergeCheck; startWith: (id?: string) => void };
