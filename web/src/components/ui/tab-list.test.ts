import { describe, expect, it } from 'vitest';
import { tabAfterKey, type TabListItem } from './tab-list';

const tabs: TabListItem<'a' | 'b' | 'c'>[] = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B' },
  { id: 'c', label: 'C' },
];

describe('tabAfterKey', () => {
  it('moves with the arrow keys and wraps around at both ends', () => {
    expect(tabAfterKey(tabs, 'a', 'ArrowRight')).toBe('b');
    expect(tabAfterKey(tabs, 'c', 'ArrowRight')).toBe('a');
    expect(tabAfterKey(tabs, 'a', 'ArrowLeft')).toBe('c');
  });

  it('moves on with ArrowLeft and back with ArrowRight on a right-to-left page', () => {
    expect(tabAfterKey(tabs, 'a', 'ArrowLeft', 'rtl')).toBe('b');
    expect(tabAfterKey(tabs, 'a', 'ArrowRight', 'rtl')).toBe('c');
  });

  it('goes to the first tab with Home and the last with End', () => {
    expect(tabAfterKey(tabs, 'b', 'Home')).toBe('a');
    expect(tabAfterKey(tabs, 'b', 'End')).toBe('c');
  });

  it('passes over disabled tabs', () => {
    const middleDisabled = tabs.map((tab) => (tab.id === 'b' ? { ...tab, disabled: true } : tab));
    expect(tabAfterKey(middleDisabled, 'a', 'ArrowRight')).toBe('c');
    const lastDisabled = tabs.map((tab) => (tab.id === 'c' ? { ...tab, disabled: true } : tab));
    expect(tabAfterKey(lastDisabled, 'a', 'End')).toBe('b');
  });

  it('ignores other keys', () => {
    expect(tabAfterKey(tabs, 'a', 'Enter')).toBeUndefined();
    expect(tabAfterKey(tabs, 'a', 'ArrowDown')).toBeUndefined();
  });
});
