import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { createDatabasePool } from '../db/pool';
import { RowBuffer } from './row-buffer';

let database: FreshDatabase;
let pool: DatabasePool;
const table = sql.identifier(['public', 'people']);

beforeAll(async () => {
  database = await createFreshDatabase('rowbuffer');
  pool = await createDatabasePool(database.url, { maximumPoolSize: 1 });
  await pool.query(sql.unsafe`CREATE TABLE ${table} (id text PRIMARY KEY, email text UNIQUE, name text NOT NULL)`);
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const rows = () =>
  pool.any(sql.type(z.object({ id: z.string(), email: z.string().nullable(), name: z.string() }))`
    SELECT id, email, name FROM ${table} ORDER BY id`);

it('writes a batch in which unique values change hands (given up, taken by a new row, swapped) without a violation', async () => {
  await pool.query(sql.unsafe`INSERT INTO ${table} VALUES ('a', 'a@x', 'A'), ('b', 'b@x', 'B'), ('c', 'c@x', 'C'), ('d', 'd@x', 'D')`);
  await pool.transaction(async (tx) => {
    const people = new RowBuffer({ table, key: 'id', columns: ['id', 'email', 'name'], unique: ['email'] });
    await people.loadKeys(tx, ['a', 'b', 'c', 'd', 'e']);
    // a is erased and a new e takes its address; b and c swap theirs, then c takes the address of d, deleted.
    people.update('a', { email: null });
    people.insert({ id: 'e', email: 'a@x', name: 'E' });
    people.update('b', { email: 'c@x' });
    people.update('c', { email: 'b@x' });
    people.delete('d');
    people.update('c', { email: 'd@x' });
    people.update('e', { name: 'Eve' });
    await people.flush(tx);
  });
  expect(await rows()).toEqual([
    { id: 'a', email: null, name: 'A' },
    { id: 'b', email: 'c@x', name: 'B' },
    { id: 'c', email: 'd@x', name: 'C' },
    { id: 'e', email: 'a@x', name: 'Eve' },
  ]);
});
