import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { areaStatuses, parseLocalityDirectoryEvent } from '@domain/schools/locality-directory';
import { parseSchoolDirectoryEvent, schoolDirectoryEventTypes, schoolStatuses } from '@domain/schools/school-directory';
import { readModelSchema, type Projection } from '../runtime/projection';
import { applyDirectoryBatch } from './directory-batch';
import { areasTable, directoryEventTypes, localitiesTable, REMOVED_STATUSES } from './directory-tables';
import { schoolsTable } from './schools-table';

/**
 * Schools with their locality and area (all-schools, a profile's school). It keeps its own
 * copy of localities and areas so a school never shows up before its locality does.
 */
const NAME = 'schools_list';

export const schoolsListProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...directoryEventTypes, ...schoolDirectoryEventTypes] },
  tables: [schoolsTable.name, localitiesTable.name, areasTable.name],
  migrate: async (tx, schema) => {
    await schoolsTable.migrate(tx, schema);
    await localitiesTable.migrate(tx, schema);
    await areasTable.migrate(tx, schema);
  },
  handle: async (tx, recorded, schema) => {
    const school = parseSchoolDirectoryEvent(recorded.type, recorded.data);
    if (school) return schoolsTable.apply(tx, schema, school);
    const event = parseLocalityDirectoryEvent(recorded.type, recorded.data);
    if (!event) return;
    await localitiesTable.apply(tx, schema, event);
    await areasTable.apply(tx, schema, event);
    if (event.type === 'LocalitiesMerged') await schoolsTable.apply(tx, schema, event);
  },
  handleBatch: (tx, events, schema) => applyDirectoryBatch(tx, schema, [schoolsTable, localitiesTable, areasTable], events),
};

/** A live school as its list's tables hold it, locality and area joined (see selectLiveSchoolsIn). */
export const flatSchoolRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  locality_id: z.string(),
  area_id: z.string().nullable(),
  status: z.enum(schoolStatuses),
  locality_code: z.string(),
  locality_name: z.string(),
  area_code: z.string().nullable(),
  area_name: z.string().nullable(),
  area_status: z.enum(areaStatuses).nullable(),
});

export interface SchoolRow {
  id: string;
  code: string;
  name: string;
  locality_id: string;
  area_id: string | null;
  locality: { id: string; code: string; name: string };
  area: { id: string; code: string; name: string; status: (typeof areaStatuses)[number] } | null;
  status: (typeof schoolStatuses)[number];
}

export const toSchool = (row: z.infer<typeof flatSchoolRow>): SchoolRow => ({
  id: row.id,
  code: row.code,
  name: row.name,
  locality_id: row.locality_id,
  area_id: row.area_id,
  locality: { id: row.locality_id, code: row.locality_code, name: row.locality_name },
  area:
    row.area_id !== null && row.area_code !== null && row.area_name !== null && row.area_status !== null
      ? { id: row.area_id, code: row.area_code, name: row.area_name, status: row.area_status }
      : null,
  status: row.status,
});

const table = (name: string) => sql.identifier([readModelSchema(NAME), name]);
/**
 * The live schools of the list's tables in `schema` (the list's own, or a copy's: see event_views).
 * A removed area shows as no area (a school can only sit in one in a race, see locality-admin-commands).
 */
export const selectLiveSchoolsIn = (schema: string) => sql.fragment`
  SELECT s.id, s.code, s.name, s.locality_id, s.area_id, s.status,
         coalesce(l.code, '') AS locality_code, coalesce(l.name, '') AS locality_name,
         a.code AS area_code, a.name AS area_name, a.status AS area_status
  FROM ${sql.identifier([schema, schoolsTable.name])} s
  LEFT JOIN ${sql.identifier([schema, localitiesTable.name])} l ON l.id = s.locality_id
  LEFT JOIN ${sql.identifier([schema, areasTable.name])} a ON a.id = s.area_id AND a.status NOT IN ${REMOVED_STATUSES}
  WHERE s.status NOT IN ${REMOVED_STATUSES}`;
const selectLiveSchools = selectLiveSchoolsIn(readModelSchema(NAME));

/** The schools in the list: deleted and merged ones are left out. */
export const listSchools = async (db: CommonQueryMethods): Promise<SchoolRow[]> =>
  (await db.any(sql.type(flatSchoolRow)`${selectLiveSchools} ORDER BY s.ordinal`)).map(toSchool);

/** How many merges a school's id is followed through at most (a chain never grows that long; a loop would never end). */
const MAX_MERGE_HOPS = 20;

/**
 * A school by id, as a profile names it: a merged school answers as the school it was merged
 * into (so a profile read in the moment before its own read model re-pointed it still shows
 * the right school); a deleted one answers null. One statement: every answer that names a
 * school asks this, so its merges are followed in the database, not one round trip a hop.
 */
export const findSchool = async (db: CommonQueryMethods, id: string): Promise<SchoolRow | null> => {
  const row = await db.maybeOne(sql.type(flatSchoolRow)`
    WITH RECURSIVE chain AS (
      SELECT id, status, merged_into, 1 AS hops FROM ${table('schools')} WHERE id = ${id}
      UNION ALL
      SELECT s.id, s.status, s.merged_into, chain.hops + 1
        FROM chain JOIN ${table('schools')} s ON s.id = chain.merged_into
       WHERE chain.status = 'merged' AND chain.hops < ${MAX_MERGE_HOPS}
    )
    ${selectLiveSchools} AND s.id = (SELECT id FROM chain ORDER BY hops DESC LIMIT 1)`);
  // The end of the chain: a live school, or nothing (deleted, or merged into nothing listed).
  return row ? toSchool(row) : null;
};
