import { describe, expect, it } from 'vitest';
import { WeightedLru } from './weighted-lru';

describe('WeightedLru', () => {
  it('evicts the least recently used entry beyond its number of entries', () => {
    const lru = new WeightedLru<string>(2, 100);
    lru.set('a', 'A', 1);
    lru.set('b', 'B', 1);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 1);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('evicts the least recently used entries beyond its total weight, counting a replaced entry once', () => {
    const lru = new WeightedLru<string>(10, 10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    lru.set('b', 'B', 5);
    expect(lru.size).toBe(2);
    lru.set('c', 'C', 2);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([undefined, 'B', 'C']);
  });

  it('does not keep an entry heavier than the whole budget, nor evict anything for it', () => {
    const lru = new WeightedLru<string>(10, 10);
    lru.set('a', 'A', 3);
    lru.set('huge', 'H', 11);
    expect([lru.get('a'), lru.get('huge'), lru.size]).toEqual(['A', undefined, 1]);
  });
});
