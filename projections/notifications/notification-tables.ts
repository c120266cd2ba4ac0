import { sql, type CommonQueryMethods } from 'slonik';

/**
 * The tables of the `notifications` read model. Besides the notifications themselves it keeps
 * what addressing needs, learnt from the same ordered log: who is behind each organiser id,
 * each event's name and registered delegates, the super users, role names, committee
 * abbreviations, who is behind each registration (and its number), country names, and each
 * person's role and school (who advises whose delegation). So a replay or a rebuild addresses every notification exactly as it was.
 */
export const NOTIFICATIONS = 'notifications';

export const notificationTables = [
  'notifications',
  'organisers',
  'events',
  'delegates',
  'superusers',
  'roles',
  'committees',
  'registrations',
  'countries',
  'people',
] as const;
export type NotificationTable = (typeof notificationTables)[number];

export const tableIn = (schema: string, name: NotificationTable) => sql.identifier([schema, name]);
/** The tables of one copy of the read model (live, or a rebuild's). */
export const tablesIn = (schema: string) => (name: NotificationTable) => tableIn(schema, name);

export const createNotificationTables = async (tx: CommonQueryMethods, schema: string): Promise<void> => {
  const t = tablesIn(schema);
  await tx.query(sql.unsafe`
    CREATE TABLE IF NOT EXISTS ${t('notifications')} (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      -- the source event's position and the row's place among its notifications: increasing per user
      seq text COLLATE "C" NOT NULL,
      kind text NOT NULL,
      message text NOT NULL,
      event_id text,
      event_description text,
      target_user_id text,
      created_at timestamptz NOT NULL,
      source_event_id text NOT NULL
    )`);
  await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS notifications_user_seq ON ${t('notifications')} (user_id, seq)`);
  await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS notifications_source ON ${t('notifications')} (source_event_id)`);
  await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS notifications_created ON ${t('notifications')} (created_at)`);
  await tx.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${t('organisers')} (organiser_id text PRIMARY KEY, user_id text NOT NULL)`);
  await tx.query(sql.unsafe`
    CREATE TABLE IF NOT EXISTS ${t('events')} (event_id text PRIMARY KEY, organiser_id text NOT NULL, name text NOT NULL, description text NOT NULL)`);
  await tx.query(
    sql.unsafe`CREATE TABLE IF NOT EXISTS ${t('delegates')} (event_id text NOT NULL, user_id text NOT NULL, PRIMARY KEY (event_id, user_id))`,
  );
  await tx.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${t('superusers')} (user_id text PRIMARY KEY)`);
  await tx.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${t('roles')} (role_id text PRIMARY KEY, name text NOT NULL)`);
  await tx.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${t('committees')} (event_committee_id text PRIMARY KEY, abbr text NOT NULL)`);
  await tx.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${t('registrations')} (registration_id text PRIMARY KEY, user_id text NOT NULL)`);
  await tx.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${t('countries')} (country_id text PRIMARY KEY, name text NOT NULL)`);
  // Added with the delegations: a registration's number, and each person's role and school (a
  // deployment from before rebuilds the read model once to learn them).
  await tx.query(sql.unsafe`ALTER TABLE ${t('registrations')} ADD COLUMN IF NOT EXISTS registration_no text`);
  await tx.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${t('people')} (user_id text PRIMARY KEY, role text NOT NULL, school_key text)`);
  await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS notification_people_school ON ${t('people')} (school_key)`);
};
