import { describe, expect, it } from 'vitest';
import { mergeButtonLabel, mergeMark, mergePair, toggleMerge } from './merge-selection';

describe('merge selection', () => {
  it('takes two delegates in the order picked, the first marked 1', () => {
    const first = toggleMerge([], 'a');
    const second = toggleMerge(first.selection, 'b');
    expect(second).toEqual({ selection: ['a', 'b'], problem: null });
    expect([mergeMark(second.selection, 'a'), mergeMark(second.selection, 'b'), mergeMark(second.selection, 'c')]).toEqual([
      '1',
      '2',
      null,
    ]);
    expect(mergeButtonLabel(second.selection)).toBe('Merge (2)');
  });

  it('refuses a third, and lets a pick be taken back', () => {
    expect(toggleMerge(['a', 'b'], 'c')).toEqual({ selection: ['a', 'b'], problem: 'You can only merge exactly 2 delegates' });
    expect(toggleMerge(['a', 'b'], 'a')).toEqual({ selection: ['b'], problem: null });
  });

  it('keeps the first and removes the second, only with exactly two still in the list', () => {
    const delegates = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(mergePair(['b', 'a'], delegates)).toEqual({ keep: { id: 'b' }, remove: { id: 'a' } });
    expect(mergePair(['a'], delegates)).toEqual({ problem: 'Please select exactly 2 delegates to merge' });
    expect(mergePair([], delegates)).toEqual({ problem: 'Please select exactly 2 delegates to merge' });
    expect(mergePair(['a', 'gone'], delegates)).toEqual({ problem: 'Delegate not found' });
  });
});
