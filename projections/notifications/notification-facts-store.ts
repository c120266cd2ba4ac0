import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { schoolKeyOf } from '@domain/delegations/delegation';
import { delegateWideEventTypes } from '@domain/notifications/notifying-events';
import type { RecordedEvent } from '../../commands/event-store/port';
import type { FactsChanges, FactsSnapshot, PersonRecord } from './notification-facts';
import { tablesIn } from './notification-tables';

const strings = (values: Iterable<string>) => sql.array([...new Set(values)], 'text');

/** Every id a batch's events name that addressing may need (reading a few too many costs nothing). */
const idsNamedBy = (events: readonly RecordedEvent[]) => {
  const ids = {
    events: new Set<string>(),
    /** The events the batch tells every delegate of: only theirs are loaded (an import's thousands of registrations need none). */
    delegatesOf: new Set<string>(),
    organisers: new Set<string>(),
    roles: new Set<string>(),
    committees: new Set<string>(),
    registrations: new Set<string>(),
    countries: new Set<string>(),
    users: new Set<string>(),
    /** Schools a merge empties (everyone there moves) and the schools people come to in the batch. */
    mergedSchools: new Set<string>(),
    schools: new Set<string>(),
  };
  for (const { type, data } of events) {
    const named = (key: string) => (typeof data[key] === 'string' ? [data[key] as string] : []);
    for (const id of named('userId')) ids.users.add(id);
    if (type === 'ProfileCompleted' || type === 'ProfileUpdated') {
      const key = schoolKeyOf({ schoolId: named('schoolId')[0] ?? null, customSchoolName: named('customSchoolName')[0] ?? null });
      if (key !== null) ids.schools.add(key);
    }
    if (type === 'SchoolsMerged') {
      for (const id of named('secondarySchoolId')) ids.mergedSchools.add(schoolKeyOf({ schoolId: id, customSchoolName: null })!);
      for (const id of named('primarySchoolId')) ids.schools.add(schoolKeyOf({ schoolId: id, customSchoolName: null })!);
    }
    for (const id of named('eventId')) ids.events.add(id);
    if (delegateWideEventTypes.has(type)) for (const id of named('eventId')) ids.delegatesOf.add(id);
    for (const id of named('organiserId')) ids.organisers.add(id);
    for (const id of [...named('roleId'), ...named('fromRoleId')]) ids.roles.add(id);
    if (typeof data.id === 'number') ids.roles.add(String(data.id));
    for (const id of named('eventCommitteeId')) ids.committees.add(id);
    if (type === 'AllocationPublished' && Array.isArray(data.changes)) {
      for (const change of data.changes as Array<{ registrationId?: unknown; seat?: unknown; previous?: unknown }>) {
        if (typeof change.registrationId === 'string') ids.registrations.add(change.registrationId);
        for (const seat of [change.seat, change.previous] as Array<
          { eventCommitteeId?: unknown; countryId?: unknown } | null | undefined
        >) {
          if (typeof seat?.eventCommitteeId === 'string') ids.committees.add(seat.eventCommitteeId);
          if (typeof seat?.countryId === 'string') ids.countries.add(seat.countryId);
        }
      }
    }
  }
  return ids;
};

/** The facts about what a batch names, in a handful of queries whatever its size. */
export const loadFacts = async (tx: CommonQueryMethods, schema: string, events: readonly RecordedEvent[]): Promise<FactsSnapshot> => {
  const t = tablesIn(schema);
  const ids = idsNamedBy(events);
  const eventRows = await tx.any(sql.type(
    z.object({ event_id: z.string(), organiser_id: z.string(), name: z.string(), description: z.string() }),
  )`
    SELECT event_id, organiser_id, name, description FROM ${t('events')} WHERE event_id = ANY(${strings(ids.events)})`);
  for (const row of eventRows) ids.organisers.add(row.organiser_id);
  const [delegateRows, organiserRows, superusers, roleRows, committeeRows, registrationRows, countryRows] = [
    ids.delegatesOf.size === 0
      ? []
      : await tx.any(sql.type(z.object({ event_id: z.string(), user_id: z.string() }))`
      SELECT event_id, user_id FROM ${t('delegates')} WHERE event_id = ANY(${strings(ids.delegatesOf)})`),
    await tx.any(sql.type(z.object({ organiser_id: z.string(), user_id: z.string() }))`
      SELECT organiser_id, user_id FROM ${t('organisers')} WHERE organiser_id = ANY(${strings(ids.organisers)})`),
    await tx.anyFirst(sql.type(z.object({ user_id: z.string() }))`SELECT user_id FROM ${t('superusers')}`),
    ids.roles.size === 0
      ? []
      : await tx.any(sql.type(z.object({ role_id: z.string(), name: z.string() }))`
      SELECT role_id, name FROM ${t('roles')} WHERE role_id = ANY(${strings(ids.roles)})`),
    ids.committees.size === 0
      ? []
      : await tx.any(sql.type(z.object({ event_committee_id: z.string(), abbr: z.string() }))`
      SELECT event_committee_id, abbr FROM ${t('committees')} WHERE event_committee_id = ANY(${strings(ids.committees)})`),
    ids.registrations.size === 0
      ? []
      : await tx.any(sql.type(z.object({ registration_id: z.string(), user_id: z.string(), registration_no: z.string().nullable() }))`
      SELECT registration_id, user_id, registration_no FROM ${t('registrations')} WHERE registration_id = ANY(${strings(ids.registrations)})`),
    ids.countries.size === 0
      ? []
      : await tx.any(sql.type(z.object({ country_id: z.string(), name: z.string() }))`
      SELECT country_id, name FROM ${t('countries')} WHERE country_id = ANY(${strings(ids.countries)})`),
  ];
  for (const row of registrationRows) ids.users.add(row.user_id);
  const delegates = new Map(eventRows.map((row) => [row.event_id, new Set<string>()]));
  for (const row of delegateRows) delegates.get(row.event_id)?.add(row.user_id);
  return {
    events: new Map(
      eventRows.map((row) => [row.event_id, { organiserId: row.organiser_id, name: row.name, description: row.description }]),
    ),
    organisers: new Map(organiserRows.map((row) => [row.organiser_id, row.user_id])),
    delegates,
    superusers: new Set(superusers),
    roles: new Map(roleRows.map((row) => [row.role_id, row.name])),
    committees: new Map(committeeRows.map((row) => [row.event_committee_id, row.abbr])),
    registrations: new Map(registrationRows.map((row) => [row.registration_id, row.user_id])),
    registrationNos: new Map(registrationRows.flatMap((row) => (row.registration_no ? [[row.registration_id, row.registration_no]] : []))),
    countries: new Map(countryRows.map((row) => [row.country_id, row.name])),
    people: await loadPeople(tx, schema, ids),
  };
};

const personRow = z.object({ user_id: z.string(), role: z.enum(['student', 'teacher']), school_key: z.string().nullable() });

/**
 * The people the batch names (and everyone at a school a merge empties), then the teachers of
 * every school those people are at or come to: whoever may advise a delegation the batch touches.
 */
const loadPeople = async (
  tx: CommonQueryMethods,
  schema: string,
  ids: { users: Set<string>; mergedSchools: Set<string>; schools: Set<string> },
): Promise<Map<string, PersonRecord>> => {
  const t = tablesIn(schema);
  if (ids.users.size + ids.mergedSchools.size + ids.schools.size === 0) return new Map();
  const named = await tx.any(sql.type(personRow)`
    SELECT user_id, role, school_key FROM ${t('people')}
    WHERE user_id = ANY(${strings(ids.users)}) OR school_key = ANY(${strings(ids.mergedSchools)})`);
  const schools = new Set([...ids.schools, ...named.flatMap((row) => (row.school_key === null ? [] : [row.school_key]))]);
  const teachers =
    schools.size === 0
      ? []
      : await tx.any(sql.type(personRow)`
      SELECT user_id, role, school_key FROM ${t('people')} WHERE role = 'teacher' AND school_key = ANY(${strings(schools)})`);
  return new Map([...named, ...teachers].map((row) => [row.user_id, { role: row.role, schoolKey: row.school_key }]));
};

/** Writes back what the batch changed, one statement per table that changed. */
export const saveFacts = async (tx: CommonQueryMethods, schema: string, facts: FactsSnapshot, changes: FactsChanges): Promise<void> => {
  const t = tablesIn(schema);
  if (changes.events.size > 0) {
    const rows = [...changes.events].map((id) => {
      const { organiserId, name, description } = facts.events.get(id)!;
      return [id, organiserId, name, description];
    });
    await tx.query(sql.unsafe`
      INSERT INTO ${t('events')} (event_id, organiser_id, name, description) SELECT * FROM ${sql.unnest(rows, ['text', 'text', 'text', 'text'])}
      ON CONFLICT (event_id) DO UPDATE SET organiser_id = EXCLUDED.organiser_id, name = EXCLUDED.name, description = EXCLUDED.description`);
  }
  const upsertPairs = async (
    table: 'organisers' | 'roles' | 'committees' | 'countries',
    key: string,
    value: string,
    ids: Set<string>,
    source: Map<string, string>,
  ) => {
    if (ids.size === 0) return;
    const rows = [...ids].map((id) => [id, source.get(id)!]);
    await tx.query(sql.unsafe`
      INSERT INTO ${t(table)} (${sql.identifier([key])}, ${sql.identifier([value])}) SELECT * FROM ${sql.unnest(rows, ['text', 'text'])}
      ON CONFLICT (${sql.identifier([key])}) DO UPDATE SET ${sql.identifier([value])} = EXCLUDED.${sql.identifier([value])}`);
  };
  await upsertPairs('organisers', 'organiser_id', 'user_id', changes.organisers, facts.organisers);
  await upsertPairs('roles', 'role_id', 'name', changes.roles, facts.roles);
  await upsertPairs('committees', 'event_committee_id', 'abbr', changes.committees, facts.committees);
  if (changes.registrations.size > 0) {
    const rows = [...changes.registrations].map((id) => [id, facts.registrations.get(id)!, facts.registrationNos.get(id) ?? null]);
    await tx.query(sql.unsafe`
      INSERT INTO ${t('registrations')} (registration_id, user_id, registration_no) SELECT * FROM ${sql.unnest(rows, ['text', 'text', 'text'])}
      ON CONFLICT (registration_id) DO UPDATE SET user_id = EXCLUDED.user_id, registration_no = EXCLUDED.registration_no`);
  }
  if (changes.people.size > 0) {
    const rows = [...changes.people].map((id) => {
      const { role, schoolKey } = facts.people.get(id)!;
      return [id, role, schoolKey];
    });
    await tx.query(sql.unsafe`
      INSERT INTO ${t('people')} (user_id, role, school_key) SELECT * FROM ${sql.unnest(rows, ['text', 'text', 'text'])}
      ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, school_key = EXCLUDED.school_key`);
  }
  await upsertPairs('countries', 'country_id', 'name', changes.countries, facts.countries);

  const delegates = [...changes.delegates.values()];
  const pairs = (registered: boolean) => delegates.filter((d) => d.registered === registered).map((d) => [d.eventId, d.userId]);
  if (pairs(true).length > 0) {
    await tx.query(
      sql.unsafe`INSERT INTO ${t('delegates')} (event_id, user_id) SELECT * FROM ${sql.unnest(pairs(true), ['text', 'text'])} ON CONFLICT DO NOTHING`,
    );
  }
  if (pairs(false).length > 0) {
    await tx.query(sql.unsafe`
      DELETE FROM ${t('delegates')} d USING ${sql.unnest(pairs(false), ['text', 'text'])} AS gone(event_id, user_id)
      WHERE d.event_id = gone.event_id AND d.user_id = gone.user_id`);
  }
  const superusers = [...changes.superusers];
  const added = superusers.filter(([, superuser]) => superuser).map(([id]) => id);
  const removed = superusers.filter(([, superuser]) => !superuser).map(([id]) => id);
  if (added.length > 0)
    await tx.query(sql.unsafe`INSERT INTO ${t('superusers')} (user_id) SELECT unnest(${strings(added)}) ON CONFLICT DO NOTHING`);
  if (removed.length > 0) await tx.query(sql.unsafe`DELETE FROM ${t('superusers')} WHERE user_id = ANY(${strings(removed)})`);
  // An erased account keeps nothing here: its notifications go with it.
  if (changes.erased.size > 0)
    await tx.query(sql.unsafe`DELETE FROM ${t('notifications')} WHERE user_id = ANY(${strings(changes.erased)})`);
};
