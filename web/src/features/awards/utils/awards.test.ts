import { describe, expect, it } from 'vitest';
import { groupBy, limitOf } from './awards';

describe('awards helpers', () => {
  it('groups results by committee in the order they come', () =>
    expect(groupBy(['UNSC:a', 'DISEC:b', 'UNSC:c'], (item) => item.split(':')[0]!)).toEqual([
      ['UNSC', ['UNSC:a', 'UNSC:c']],
      ['DISEC', ['DISEC:b']],
    ]));
  it('reads a limit, blank or nonsense meaning none', () => {
    expect(limitOf(' 2 ')).toBe(2);
    expect(limitOf('')).toBeNull();
    expect(limitOf('0')).toBeNull();
  });
});
