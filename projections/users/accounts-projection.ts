import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { languages, parseUserEvent } from '@domain/users/user';
import type { RecordedEvent } from '../../commands/event-store/port';
import { applyOrganiserAccess, organiserAccessEventTypes, organiserAccessIn } from '../organisers/organiser-access';
import { RowBuffer } from '../runtime/row-buffer';
import { readModelSchema, type Projection } from '../runtime/projection';
import { openSealed, sealedAvatar, sealedCredentials, sealedOpener, sealedPersonal, type SealedOpener } from './sealed';
import { sealedUserIdsIn, userIdsIn } from './user-ids';

/** Accounts as log-in, authorisation and the header need them: by email and by id. */
const NAME = 'user_accounts';
const table = (schema: string) => sql.identifier([schema, 'accounts']);

const accountColumns = [
  'id',
  'email',
  'role',
  'global_role',
  'status',
  'email_verified',
  'password_hash',
  'organiser_id',
  'has_profile',
  'fullname',
  'username',
  'avatar_url',
  'created_at',
  'deleted_at',
  'language',
];

/** One event on the batch's rows, exactly as `handle` changes the table. */
const foldAccount = (accounts: RowBuffer, recorded: RecordedEvent, open: SealedOpener) => {
  const access = organiserAccessIn(recorded);
  if (access !== undefined) {
    if (access === null) return;
    const { userId, organiserId, granted } = access;
    accounts.update(userId, (row) => (granted || row.organiser_id === organiserId ? { organiser_id: granted ? organiserId : null } : {}));
    return;
  }
  const event = parseUserEvent(recorded.type, recorded.data);
  if (!event) return;
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, role, globalRole, emailVerified, sealed, at } = event.data;
      const { email, passwordHash } = open(userId, sealed, sealedCredentials);
      accounts.insert({
        id: userId,
        email,
        role,
        global_role: globalRole,
        status: 'active',
        email_verified: emailVerified,
        password_hash: passwordHash,
        has_profile: false,
        created_at: at,
        language: 'en',
      });
      return;
    }
    case 'EmailVerified':
      return accounts.update(event.data.userId, { email_verified: true });
    case 'GlobalRoleChanged':
      return accounts.update(event.data.userId, { global_role: event.data.to });
    case 'ProfileCompleted':
    case 'ProfileUpdated': {
      const { fullname, username } = open(event.data.userId, event.data.sealed, sealedPersonal);
      return accounts.update(event.data.userId, { has_profile: true, fullname, username });
    }
    case 'AvatarChanged': {
      const { avatarUrl } = open(event.data.userId, event.data.sealed, sealedAvatar);
      return accounts.update(event.data.userId, { avatar_url: avatarUrl });
    }
    case 'PasswordChanged':
    case 'InvitationAccepted': {
      const { passwordHash } = open(event.data.userId, event.data.sealed, sealedCredentials);
      const verifies = event.type === 'InvitationAccepted';
      return accounts.update(event.data.userId, (row) => ({
        password_hash: passwordHash,
        email_verified: row.email_verified === true || verifies,
      }));
    }
    case 'UserStatusChanged':
      return accounts.update(event.data.userId, { status: event.data.to });
    case 'LanguageChosen':
      return accounts.update(event.data.userId, { language: event.data.to });
    case 'UserDeleted':
      return accounts.update(event.data.userId, {
        status: 'deleted',
        email: null,
        password_hash: null,
        fullname: null,
        username: null,
        avatar_url: null,
        deleted_at: event.data.at,
      });
    default:
      return;
  }
};

export const userAccountsProjection: Projection = {
  name: NAME,
  filter: {
    eventTypes: [
      'UserRegistered',
      'EmailVerified',
      'GlobalRoleChanged',
      'ProfileCompleted',
      'ProfileUpdated',
      'AvatarChanged',
      'PasswordChanged',
      'InvitationAccepted',
      'UserStatusChanged',
      'UserDeleted',
      'LanguageChosen',
      ...organiserAccessEventTypes,
    ],
  },
  tables: ['accounts'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table(schema)} (
        id text PRIMARY KEY,
        email text UNIQUE,
        role text NOT NULL,
        global_role text NOT NULL,
        status text NOT NULL,
        email_verified boolean NOT NULL,
        password_hash text,
        organiser_id text,
        has_profile boolean NOT NULL DEFAULT false,
        fullname text,
        username text UNIQUE,
        avatar_url text,
        created_at timestamptz NOT NULL,
        deleted_at timestamptz,
        language text NOT NULL DEFAULT 'en'
      )`);
    // Read models built before people chose a language.
    await tx.query(sql.unsafe`ALTER TABLE ${table(schema)} ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en'`);
  },
  handle: async (tx, recorded, schema) => {
    if (await applyOrganiserAccess(tx, table(schema), recorded)) return;
    const event = parseUserEvent(recorded.type, recorded.data);
    if (!event) return;
    const accounts = table(schema);
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, role, globalRole, emailVerified, sealed, at } = event.data;
        const { email, passwordHash } = await openSealed(tx, userId, sealed, sealedCredentials);
        await tx.query(sql.unsafe`
          INSERT INTO ${accounts} (id, email, role, global_role, status, email_verified, password_hash, created_at)
          VALUES (${userId}, ${email}, ${role}, ${globalRole}, 'active', ${emailVerified}, ${passwordHash}, ${at})
          ON CONFLICT (id) DO NOTHING`);
        return;
      }
      case 'EmailVerified':
        await tx.query(sql.unsafe`UPDATE ${accounts} SET email_verified = true WHERE id = ${event.data.userId}`);
        return;
      case 'GlobalRoleChanged':
        await tx.query(sql.unsafe`UPDATE ${accounts} SET global_role = ${event.data.to} WHERE id = ${event.data.userId}`);
        return;
      case 'ProfileCompleted':
      case 'ProfileUpdated': {
        const { fullname, username } = await openSealed(tx, event.data.userId, event.data.sealed, sealedPersonal);
        await tx.query(sql.unsafe`
          UPDATE ${accounts} SET has_profile = true, fullname = ${fullname}, username = ${username}
          WHERE id = ${event.data.userId}`);
        return;
      }
      case 'AvatarChanged': {
        const { avatarUrl } = await openSealed(tx, event.data.userId, event.data.sealed, sealedAvatar);
        await tx.query(sql.unsafe`UPDATE ${accounts} SET avatar_url = ${avatarUrl} WHERE id = ${event.data.userId}`);
        return;
      }
      case 'PasswordChanged':
      case 'InvitationAccepted': {
        const { passwordHash } = await openSealed(tx, event.data.userId, event.data.sealed, sealedCredentials);
        // Accepting an invitation proves the address too: only its owner had the link.
        const verifies = event.type === 'InvitationAccepted';
        await tx.query(sql.unsafe`
          UPDATE ${accounts} SET password_hash = ${passwordHash}, email_verified = email_verified OR ${verifies}
          WHERE id = ${event.data.userId}`);
        return;
      }
      case 'UserStatusChanged':
        await tx.query(sql.unsafe`UPDATE ${accounts} SET status = ${event.data.to} WHERE id = ${event.data.userId}`);
        return;
      case 'LanguageChosen':
        await tx.query(sql.unsafe`UPDATE ${accounts} SET language = ${event.data.to} WHERE id = ${event.data.userId}`);
        return;
      case 'UserDeleted':
        // The row stays (the account existed, with its role and status); its personal data goes.
        await tx.query(sql.unsafe`
          UPDATE ${accounts} SET status = 'deleted', email = NULL, password_hash = NULL, fullname = NULL,
            username = NULL, avatar_url = NULL, deleted_at = ${event.data.at}
          WHERE id = ${event.data.userId}`);
        return;
      default:
        return;
    }
  },
  // A sign-up rush in three statements whatever its size: the accounts and keys it names read, the rows written back.
  handleBatch: async (tx, events, schema) => {
    const accounts = new RowBuffer({ table: table(schema), key: 'id', columns: accountColumns, unique: ['email', 'username'] });
    const userIds = userIdsIn(events);
    await accounts.loadKeys(tx, userIds);
    const open = await sealedOpener(tx, sealedUserIdsIn(events));
    for (const event of events) foldAccount(accounts, event, open);
    await accounts.flush(tx);
  },
};

const accountRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum(['student', 'teacher']),
  global_role: z.enum(['superuser', 'user']),
  status: z.enum(['active', 'flagged', 'blocked', 'deleted']),
  email_verified: z.boolean(),
  password_hash: z.string().nullable(),
  organiser_id: z.string().nullable(),
  has_profile: z.boolean(),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
  language: z.enum(languages),
});
export type AccountRow = z.infer<typeof accountRow>;

const live = table(readModelSchema(NAME));
const columns = sql.fragment`id, email, role, global_role, status, email_verified, password_hash, organiser_id, has_profile, fullname, username, avatar_url, language`;

export const findAccountByEmail = (db: CommonQueryMethods, email: string) =>
  db.maybeOne(sql.type(accountRow)`SELECT ${columns} FROM ${live} WHERE email = ${email.trim().toLowerCase()}`);

export const findAccountById = (db: CommonQueryMethods, id: string) =>
  db.maybeOne(sql.type(accountRow)`SELECT ${columns} FROM ${live} WHERE id = ${id}`);

/** Every avatar still in use, with its account (to record owners of files stored before owners were kept). */
export const listAvatarUrls = (db: CommonQueryMethods) =>
  db.any(sql.type(z.object({ id: z.string(), avatar_url: z.string() }))`SELECT id, avatar_url FROM ${live} WHERE avatar_url IS NOT NULL`);

/** Accounts of several people at once (the delegates of an event). */
export const findAccountsByIds = async (db: CommonQueryMethods, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : [...(await db.any(sql.type(accountRow)`SELECT ${columns} FROM ${live} WHERE id = ANY(${sql.array([...ids], 'text')})`))];

/** Accounts holding any of these (normalised) emails: a delegate import links them. */
export const findAccountsByEmails = async (db: CommonQueryMethods, emails: readonly string[]) =>
  emails.length === 0
    ? []
    : [...(await db.any(sql.type(accountRow)`SELECT ${columns} FROM ${live} WHERE email = ANY(${sql.array([...emails], 'text')})`))];
