import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { parseUserEvent } from '../../domain/users/user';
import { readModelSchema, type Projection } from '../runtime/projection';

/** Accounts as log-in and authorisation need them: by email and by id. */
const NAME = 'user_accounts';
const table = (schema: string) => sql.identifier([schema, 'accounts']);

export const userAccountsProjection: Projection = {
  name: NAME,
  filter: { eventTypes: ['UserRegistered', 'GlobalRoleChanged'] },
  tables: ['accounts'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table(schema)} (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        role text NOT NULL,
        global_role text NOT NULL,
        status text NOT NULL,
        password_hash text NOT NULL,
        organiser_id text,
        has_profile boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      )`);
  },
  handle: async (tx, recorded, schema) => {
    const event = parseUserEvent(recorded.type, recorded.data);
    if (!event) return;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, role, globalRole, passwordHash, at } = event.data;
        await tx.query(sql.unsafe`
          INSERT INTO ${table(schema)} (id, email, role, global_role, status, password_hash, created_at)
          VALUES (${userId}, ${email}, ${role}, ${globalRole}, 'active', ${passwordHash}, ${at})
          ON CONFLICT (id) DO NOTHING`);
        return;
      }
      case 'GlobalRoleChanged':
        await tx.query(sql.unsafe`UPDATE ${table(schema)} SET global_role = ${event.data.to} WHERE id = ${event.data.userId}`);
        return;
    }
  },
};

const accountRow = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['student', 'teacher']),
  global_role: z.enum(['superuser', 'user']),
  status: z.string(),
  password_hash: z.string(),
  organiser_id: z.string().nullable(),
  has_profile: z.boolean(),
});
export type AccountRow = z.infer<typeof accountRow>;

const live = table(readModelSchema(NAME));

export const findAccountByEmail = (db: CommonQueryMethods, email: string) =>
  db.maybeOne(sql.type(accountRow)`
    SELECT id, email, role, global_role, status, password_hash, organiser_id, has_profile
    FROM ${live} WHERE email = ${email.trim().toLowerCase()}`);

export const findAccountById = (db: CommonQueryMethods, id: string) =>
  db.maybeOne(sql.type(accountRow)`
    SELECT id, email, role, global_role, status, password_hash, organiser_id, has_profile
    FROM ${live} WHERE id = ${id}`);
