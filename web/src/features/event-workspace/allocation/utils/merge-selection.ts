import { t } from '../../../../i18n/intl';
import { delegateMessages } from './delegate-messages';

/** Spec §9: the merge hint is shown for 3 seconds. */
export const MERGE_HINT_MS = 3000;

/** Spec §4 Merge: exactly two; the first selected is kept, the second removed. */
const MERGE_COUNT = 2;

/** The delegates picked for a merge, in the order they were picked. */
export type MergeSelection = readonly string[];

/** Ticking a delegate adds them (unless two are picked already: §5), ticking again drops them. */
export const toggleMerge = (selection: MergeSelection, id: string): { selection: MergeSelection; problem: string | null } => {
  if (selection.includes(id)) return { selection: selection.filter((picked) => picked !== id), problem: null };
  if (selection.length >= MERGE_COUNT) return { selection, problem: t(delegateMessages.mergeThird) };
  return { selection: [...selection, id], problem: null };
};

/**
 * The two delegates of the merge, the one kept and the one removed, or what is wrong: not
 * exactly two (§5), or one of them no longer in the list (removed meanwhile).
 */
export const mergePair = <Delegate extends { id: string }>(
  selection: MergeSelection,
  delegates: readonly Delegate[],
): { keep: Delegate; remove: Delegate } | { problem: string } => {
  if (selection.length !== MERGE_COUNT) return { problem: t(delegateMessages.mergeNeedsTwo) };
  const [keep, remove] = selection.map((id) => delegates.find((delegate) => delegate.id === id));
  return keep && remove ? { keep, remove } : { problem: t(delegateMessages.notFound) };
};

export const mergeButtonLabel = (selection: MergeSelection): string => t('Merge ({count})', { count: selection.length });

/** The mark beside a picked delegate: '1' for the one kept, '2' for the one removed; null when not picked. */
export const mergeMark = (selection: MergeSelection, id: string): string | null => {
  const index = selection.indexOf(id);
  return index === -1 ? null : String(index + 1);
};
