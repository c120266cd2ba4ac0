import { describe, expect, it } from 'vitest';
import { PersistentMap } from './persistent-map';

const entriesOf = (map: ReadonlyMap<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b));

describe('a persistent map', () => {
  it('leaves every earlier version as it was, whichever version is read, in any order', () => {
    const empty = PersistentMap.of<string, number>();
    const one = empty.with('a', 1);
    const two = one.with('b', 2);
    const changed = two.with('a', 10);
    const removed = changed.without('b');
    const branch = two.with('c', 3);
    expect(entriesOf(removed)).toEqual([['a', 10]]);
    expect(entriesOf(empty)).toEqual([]);
    expect(entriesOf(branch)).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(entriesOf(changed)).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
    expect(one.get('a')).toBe(1);
    expect(one.has('b')).toBe(false);
    expect(two.size).toBe(2);
    expect(removed.has('b')).toBe(false);
    expect(branch.get('c')).toBe(3);
    expect(removed.size).toBe(1);
    expect(empty.size).toBe(0);
  });

  it('answers what a Map of the same changes answers, through a long random history', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const versions: Array<{ map: PersistentMap<string, number>; expected: Map<string, number> }> = [
      { map: PersistentMap.of(), expected: new Map() },
    ];
    for (let step = 0; step < 2_000; step += 1) {
      const from = versions[Math.floor(random() * versions.length)]!;
      const key = `k${Math.floor(random() * 50)}`;
      const expected = new Map(from.expected);
      let map: PersistentMap<string, number>;
      if (random() < 0.3) {
        expected.delete(key);
        map = from.map.without(key);
      } else {
        expected.set(key, step);
        map = from.map.with(key, step);
      }
      versions.push({ map, expected });
      const check = versions[Math.floor(random() * versions.length)]!;
      expect(entriesOf(check.map)).toEqual(entriesOf(check.expected));
    }
    for (const { map, expected } of versions) expect(entriesOf(map)).toEqual(entriesOf(expected));
  });

  it('keeps an iteration begun on one version intact while another version is read', () => {
    const older = PersistentMap.of([['a', 1]]);
    const newer = older.with('b', 2);
    const seen: string[] = [];
    for (const [key] of newer) {
      seen.push(key);
      older.get('a');
    }
    expect(seen.sort()).toEqual(['a', 'b']);
  });
});
