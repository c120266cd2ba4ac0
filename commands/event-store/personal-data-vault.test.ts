import pg from 'pg';
import { createPool, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { createVault, migrateVault, SubjectForgottenError, type PersonalDataVault } from './personal-data-vault';

let database: FreshDatabase;
let db: DatabasePool;
let raw: pg.Pool;
let vault: PersonalDataVault;

beforeAll(async () => {
  database = await createFreshDatabase('vault');
  db = await createPool(database.url, { maximumPoolSize: 2 });
  raw = new pg.Pool({ connectionString: database.url, max: 1 });
  await migrateVault(db);
  vault = createVault(db);
});
afterAll(async () => {
  await raw?.end();
  await db?.end();
  await database?.drop();
});

const keyOf = async (subjectId: string) =>
  (await raw.query<{ key: Buffer | null }>('SELECT key FROM vault.subject_keys WHERE subject_id = $1', [subjectId])).rows[0]?.key ?? null;

describe('sealing for a group at once', () => {
  it('seals each item under its own subject key, opened as one sealed alone, and keeps the keys already there', async () => {
    const before = await vault.seal('known', { name: 'Aisha' });
    const knownKey = await keyOf('known');
    const sealed = await vault.sealMany([
      { subjectId: 'new-1', data: { email: 'one@school.ae' } },
      { subjectId: 'known', data: { name: 'Aisha Khan' } },
      { subjectId: 'new-1', data: { fullname: 'One' } },
      { subjectId: 'new-2', data: { fullname: 'Two' } },
    ]);
    expect(await Promise.all(sealed.map((blob, index) => vault.open(['new-1', 'known', 'new-1', 'new-2'][index]!, blob)))).toEqual([
      { email: 'one@school.ae' },
      { name: 'Aisha Khan' },
      { fullname: 'One' },
      { fullname: 'Two' },
    ]);
    expect(await keyOf('known')).toEqual(knownKey);
    expect(await vault.open('known', before)).toEqual({ name: 'Aisha' });
    // Bound to its subject: a blob copied onto another person does not open.
    expect(await vault.open('new-2', sealed[0]!)).toBeNull();
  });

  it('makes every missing key of a large group, each sealing its own data', async () => {
    const subjects = Array.from({ length: 200 }, (_, index) => `group-${index}`);
    const sealed = await vault.sealMany(subjects.map((subjectId) => ({ subjectId, data: { n: subjectId } })));
    expect(await Promise.all(sealed.map((blob, index) => vault.open(subjects[index]!, blob)))).toEqual(subjects.map((n) => ({ n })));
  });

  it('refuses a forgotten subject, and never brings its key back', async () => {
    await vault.seal('erased', { name: 'Zed' });
    await vault.forget('erased');
    await expect(vault.sealMany([{ subjectId: 'erased', data: { name: 'Zed' } }])).rejects.toBeInstanceOf(SubjectForgottenError);
    await expect(vault.seal('erased', { name: 'Zed' })).rejects.toBeInstanceOf(SubjectForgottenError);
    expect(await keyOf('erased')).toBeNull();
  });
});

describe('sealing for one person', () => {
  it('makes the keys of the seals asked together in one statement, each sealed under its own subject', async () => {
    const counting = await createPool(database.url, { maximumPoolSize: 2 });
    const statements: string[] = [];
    const spy = new Proxy(counting, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'any' || typeof value !== 'function') return value;
        return (query: { sql: string }) => {
          statements.push(query.sql);
          return value.call(target, query);
        };
      },
    });
    try {
      const together = createVault(spy);
      const subjects = ['turn-a', 'turn-b', 'turn-a', 'turn-c'];
      const sealed = await Promise.all(subjects.map((subject, n) => together.seal(subject, { n })));
      expect(await Promise.all(sealed.map((blob, n) => vault.open(subjects[n]!, blob)))).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }]);
      // Sealed under its own subject: a blob does not open as another person's.
      expect(await vault.open('turn-b', sealed[0]!)).toBeNull();
      expect(statements.filter((text) => text.includes('subject_keys'))).toHaveLength(1);
    } finally {
      await counting.end();
    }
  });

  it('makes one key however many first seals of a new person race, and each opens with it', async () => {
    const racing = await createPool(database.url, { maximumPoolSize: 8 });
    try {
      // A vault each, as in as many processes: one vault sends the seals of one turn as one statement.
      const sealed = await Promise.all(Array.from({ length: 16 }, (_, n) => createVault(racing).seal('racer', { n })));
      expect(await Promise.all(sealed.map((blob) => vault.open('racer', blob)))).toEqual(Array.from({ length: 16 }, (_, n) => ({ n })));
      expect((await raw.query('SELECT 1 FROM vault.subject_keys WHERE subject_id = $1', ['racer'])).rowCount).toBe(1);
    } finally {
      await racing.end();
    }
  });
});
