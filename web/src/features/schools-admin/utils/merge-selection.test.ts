import { describe, expect, it } from 'vitest';
import {
  checkMerge,
  emptySelection,
  isLockedStatus,
  keepAvailable,
  markPrimary,
  MERGE_NEEDS_PAIR,
  MERGE_ONE_PAIR,
  toggleSelected,
  UNLOCK_TO_MERGE,
  type MergeSelection,
} from './merge-selection';

const unlocked = () => false;

describe('merge selection (spec §2.6, §5)', () => {
  it('uses the spec’s messages', () => {
    expect(MERGE_NEEDS_PAIR).toBe('Please select exactly two schools and ensure primary is set.');
    expect(MERGE_ONE_PAIR).toBe('Merge happens one pair at a time.');
    expect(UNLOCK_TO_MERGE).toBe('Unlock to merge');
  });

  it('is valid with exactly two rows and a primary among them', () => {
    let selection = toggleSelected(emptySelection, 'a', false);
    selection = toggleSelected(selection, 'b', false);
    expect(checkMerge(selection, unlocked)).toEqual({ ok: false, message: MERGE_NEEDS_PAIR });
    selection = markPrimary(selection, 'b', false);
    expect(checkMerge(selection, unlocked)).toEqual({ ok: true, primaryId: 'b', secondaryId: 'a' });
  });

  it('needs two rows', () => {
    expect(checkMerge(emptySelection, unlocked)).toEqual({ ok: false, message: MERGE_NEEDS_PAIR });
    expect(checkMerge({ ids: ['a'], primaryId: 'a' }, unlocked)).toEqual({ ok: false, message: MERGE_NEEDS_PAIR });
  });

  it('merges one pair at a time', () => {
    expect(checkMerge({ ids: ['a', 'b', 'c'], primaryId: 'a' }, unlocked)).toEqual({ ok: false, message: MERGE_ONE_PAIR });
  });

  it('refuses a locked row', () => {
    const locked = (id: string) => id === 'b';
    expect(toggleSelected(emptySelection, 'b', true)).toBe(emptySelection);
    expect(markPrimary(emptySelection, 'b', true)).toBe(emptySelection);
    expect(checkMerge({ ids: ['a', 'b'], primaryId: 'a' }, locked)).toEqual({ ok: false, message: UNLOCK_TO_MERGE });
  });

  it('treats Blocked rows as locked, whatever the case', () => {
    expect(isLockedStatus('Blocked')).toBe(true);
    expect(isLockedStatus('blocked')).toBe(true);
    for (const status of ['Active', 'Flagged', 'Unlisted', 'Inactive']) expect(isLockedStatus(status)).toBe(false);
  });

  it('clears the primary when its row is unticked, and marking it again unmarks it', () => {
    const selection: MergeSelection = { ids: ['a', 'b'], primaryId: 'a' };
    expect(toggleSelected(selection, 'a', false)).toEqual({ ids: ['b'], primaryId: null });
    expect(markPrimary(selection, 'a', false)).toEqual({ ids: ['a', 'b'], primaryId: null });
  });

  it('ticks a row that is made primary', () => {
    expect(markPrimary({ ids: ['a'], primaryId: null }, 'b', false)).toEqual({ ids: ['a', 'b'], primaryId: 'b' });
  });

  it('forgets rows that left the list', () => {
    const selection: MergeSelection = { ids: ['a', 'b'], primaryId: 'b' };
    expect(keepAvailable(selection, () => true)).toBe(selection);
    expect(keepAvailable(selection, (id) => id === 'a')).toEqual({ ids: ['a'], primaryId: null });
  });
});
