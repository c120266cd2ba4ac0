import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedPerTurn } from './batched-per-turn';

/** A lookup over a table in memory that records the keys of each statement it would send. */
const table = (rows: Map<string, number>) => {
  const statements: string[][] = [];
  const lookup = batchedPerTurn<string, number | null>(async (keys) => {
    statements.push([...keys]);
    if (keys.includes('broken')) throw new Error('connection lost');
    return new Map(keys.flatMap((key) => (rows.has(key) ? [[key, rows.get(key)!] as const] : [])));
  }, null);
  return { lookup, statements };
};

describe('batchedPerTurn', () => {
  it('given lookups made in separate callbacks of one turn, then one statement answers each with its own value', async () => {
    const { lookup, statements } = table(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    );
    // Like requests read off several sockets: each in its own callback, before the check phase.
    const answers = await new Promise<Array<Promise<number | null>>>((resolve) => {
      const asked: Array<Promise<number | null>> = [];
      for (const key of ['a', 'b', 'a', 'missing']) setTimeout(() => asked.push(lookup(key)), 0);
      setTimeout(() => resolve(asked), 0);
    });
    expect(await Promise.all(answers)).toEqual([1, 2, 1, null]);
    expect(statements).toEqual([['a', 'b', 'missing']]);
  });

  it('given a lookup made after a change, then it sees the change (nothing is cached)', async () => {
    const rows = new Map([['a', 1]]);
    const { lookup, statements } = table(rows);
    expect(await lookup('a')).toBe(1);
    rows.set('a', 5);
    await nextTurn();
    expect(await lookup('a')).toBe(5);
    expect(statements).toHaveLength(2);
  });

  it('given a statement that fails, then only the lookups it carried fail', async () => {
    const { lookup } = table(new Map([['a', 1]]));
    const together = await Promise.allSettled([lookup('a'), lookup('broken')]);
    expect(together.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    await nextTurn();
    expect(await lookup('a')).toBe(1);
  });
});
