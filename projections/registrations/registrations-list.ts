import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { parseRosterEvent, registrationStatuses, rosterEventTypes, type RosterEvent } from '@domain/registrations/roster';
import { readModelSchema, type Projection } from '../runtime/projection';
import type { RecordedEvent } from '../../commands/event-store/port';
import { RowBuffer } from '../runtime/row-buffer';
import { openSealed, sealedOpener, type SealedOpener } from '../users/sealed';
import { sealedUserIdsIn } from '../users/user-ids';
import { lenient } from '../runtime/lenient-parse';

/**
 * Registrations as the delegate pages, the organiser's Delegates tables and the dashboard's
 * Registered tab read them. Cancelled and removed ones stay as rows with their status. The
 * sealed details are opened here; once the person is deleted they read as nothing, and a
 * rebuild never brings them back (the key is gone).
 */
const NAME = 'registrations_list';
const table = (schema: string) => sql.identifier([schema, 'registrations']);

const sealedDetails = {
  foodPreference: z.string().nullable(),
  foodAllergies: z.string(),
  emergencyName: z.string(),
  emergencyPhone: z.string(),
};

const parsed = lenient((type, data): RosterEvent | null => parseRosterEvent(type, data));

const columns = [
  'id',
  'registration_no',
  'event_id',
  'user_id',
  'role',
  'status',
  'mun_experience',
  'pref_committee_1',
  'pref_committee_2',
  'pref_committee_3',
  'food_pref',
  'food_allergies',
  'emergency_name',
  'emergency_phone',
  'created_at',
  'updated_at',
];

const erasedIn = (recorded: RecordedEvent): string | null => {
  const userId = recorded.type === 'UserDeleted' ? recorded.data.userId : undefined;
  return typeof userId === 'string' ? userId : null;
};

/** One event on the batch's rows, exactly as `handle` changes the table. */
const foldRegistration = (registrations: RowBuffer, recorded: RecordedEvent, open: SealedOpener) => {
  const erased = erasedIn(recorded);
  if (erased !== null) {
    for (const row of registrations.filter((each) => each.user_id === erased)) {
      registrations.update(String(row.id), { food_pref: null, food_allergies: null, emergency_name: null, emergency_phone: null });
    }
    return;
  }
  const event = parsed(recorded);
  if (!event) return;
  const { registrationId, at } = event.data;
  if (event.type === 'DelegateRegistered') {
    const d = event.data;
    const details = open(d.userId, d.sealed, sealedDetails);
    const [first, second, third] = d.prefCommitteeIds;
    registrations.insert({
      id: registrationId,
      registration_no: d.registrationNo,
      event_id: d.eventId,
      user_id: d.userId,
      role: d.role,
      status: d.to,
      mun_experience: d.munExperience,
      pref_committee_1: first ?? null,
      pref_committee_2: second ?? null,
      pref_committee_3: third ?? null,
      food_pref: details.foodPreference,
      food_allergies: details.foodAllergies,
      emergency_name: details.emergencyName,
      emergency_phone: details.emergencyPhone,
      created_at: at,
      updated_at: at,
    });
    return;
  }
  registrations.update(registrationId, { status: event.data.to, updated_at: at });
};

export const registrationsListProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...rosterEventTypes, 'UserDeleted'] },
  tables: ['registrations'],
  // The delegate tables and the delegate's own page read it right after a registration.
  inline: true,
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table(schema)} (
        id text PRIMARY KEY,
        registration_no text NOT NULL,
        event_id text NOT NULL,
        user_id text NOT NULL,
        role text NOT NULL,
        status text NOT NULL,
        mun_experience integer NOT NULL,
        pref_committee_1 text,
        pref_committee_2 text,
        pref_committee_3 text,
        food_pref text,
        food_allergies text,
        emergency_name text,
        emergency_phone text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS registrations_event ON ${table(schema)} (event_id, status)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS registrations_user ON ${table(schema)} (user_id, status)`);
  },
  handle: async (tx, recorded, schema) => {
    const registrations = table(schema);
    if (recorded.type === 'UserDeleted') {
      const userId = (recorded.data as { userId?: unknown }).userId;
      if (typeof userId !== 'string') return;
      await tx.query(sql.unsafe`
        UPDATE ${registrations} SET food_pref = NULL, food_allergies = NULL, emergency_name = NULL, emergency_phone = NULL WHERE user_id = ${userId}`);
      return;
    }
    const event = parsed(recorded);
    if (!event) return;
    const { registrationId, at } = event.data;
    if (event.type === 'DelegateRegistered') {
      const d = event.data;
      const details = await openSealed(tx, d.userId, d.sealed, sealedDetails);
      const [first, second, third] = d.prefCommitteeIds;
      await tx.query(sql.unsafe`
        INSERT INTO ${registrations} (id, registration_no, event_id, user_id, role, status, mun_experience, pref_committee_1, pref_committee_2, pref_committee_3,
                                      food_pref, food_allergies, emergency_name, emergency_phone, created_at, updated_at)
        VALUES (${registrationId}, ${d.registrationNo}, ${d.eventId}, ${d.userId}, ${d.role}, ${d.to}, ${d.munExperience}, ${first ?? null}, ${second ?? null},
                ${third ?? null}, ${details.foodPreference}, ${details.foodAllergies}, ${details.emergencyName}, ${details.emergencyPhone}, ${at}, ${at})
        ON CONFLICT (id) DO NOTHING`);
      return;
    }
    await tx.query(sql.unsafe`UPDATE ${registrations} SET status = ${event.data.to}, updated_at = ${at} WHERE id = ${registrationId}`);
  },
  // A rush of registrations in three statements: the rows it names (and every row of a person it
  // erases) and their keys read, the rows written back.
  handleBatch: async (tx, events, schema, mode) => {
    const registrations = new RowBuffer({ table: table(schema), key: 'id', columns });
    const ids = events.flatMap((event) => (typeof event.data.registrationId === 'string' ? [event.data.registrationId] : []));
    const erased = events.flatMap((event) => erasedIn(event) ?? []);
    await registrations.load(
      tx,
      sql.fragment`t.id = ANY(${sql.array([...new Set(ids)], 'text')}) OR t.user_id = ANY(${sql.array([...new Set(erased)], 'text')})`,
      { forUpdate: mode === 'inline' },
    );
    const open = await sealedOpener(tx, sealedUserIdsIn(events));
    for (const event of events) foldRegistration(registrations, event, open);
    await registrations.flush(tx);
  },
};

export const registrationRow = z.object({
  id: z.string(),
  registration_no: z.string(),
  event_id: z.string(),
  user_id: z.string(),
  role: z.enum(['student', 'teacher']),
  status: z.enum(registrationStatuses),
  mun_experience: z.number(),
  pref_committee_1: z.string().nullable(),
  pref_committee_2: z.string().nullable(),
  pref_committee_3: z.string().nullable(),
  food_pref: z.string().nullable(),
  food_allergies: z.string().nullable(),
  emergency_name: z.string().nullable(),
  emergency_phone: z.string().nullable(),
  created_at: z.coerce.date(),
});
export type RegistrationRow = z.infer<typeof registrationRow>;

const live = table(readModelSchema(NAME));
const select = sql.fragment`
  SELECT id, registration_no, event_id, user_id, role, status, mun_experience, pref_committee_1, pref_committee_2, pref_committee_3,
         food_pref, food_allergies, emergency_name, emergency_phone, created_at
  FROM ${live}`;

/** An event's registered delegates, in registration order. */
export const listRegistrationsOfEvent = async (db: CommonQueryMethods, eventId: string): Promise<RegistrationRow[]> => [
  ...(await db.any(
    sql.type(registrationRow)`${select} WHERE event_id = ${eventId} AND status = 'registered' ORDER BY created_at, registration_no`,
  )),
];

/** The person's current registration for an event, if any. */
export const findActiveRegistration = (db: CommonQueryMethods, eventId: string, userId: string) =>
  db.maybeOne(sql.type(registrationRow)`${select} WHERE event_id = ${eventId} AND user_id = ${userId} AND status = 'registered'`);

export const findRegistration = (db: CommonQueryMethods, id: string) => db.maybeOne(sql.type(registrationRow)`${select} WHERE id = ${id}`);

/** The person's current registrations (account deletion gives their seats back). */
export const listActiveRegistrationsOfUser = async (db: CommonQueryMethods, userId: string): Promise<RegistrationRow[]> => [
  ...(await db.any(sql.type(registrationRow)`${select} WHERE user_id = ${userId} AND status = 'registered'`)),
];

/** Events the person is registered for (the dashboard's Registered tab). */
export const listRegisteredEventIds = async (db: CommonQueryMethods, userId: string): Promise<string[]> => [
  ...(await db.anyFirst(
    sql.type(z.object({ event_id: z.string() }))`SELECT event_id FROM ${live} WHERE user_id = ${userId} AND status = 'registered'`,
  )),
];

/** How many delegates each of these events has registered (events with none are left out). */
export const countRegisteredByEvent = async (db: CommonQueryMethods, eventIds: readonly string[]): Promise<Map<string, number>> => {
  if (eventIds.length === 0) return new Map();
  const rows = await db.any(sql.type(z.object({ event_id: z.string(), count: z.number() }))`
    SELECT event_id, count(*)::int AS count FROM ${live}
    WHERE event_id = ANY(${sql.array([...eventIds], 'text')}) AND status = 'registered' GROUP BY event_id`);
  return new Map(rows.map((row) => [row.event_id, row.count]));
};
