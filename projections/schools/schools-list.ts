import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { areaStatuses, parseLocalityDirectoryEvent } from '../../domain/schools/locality-directory';
import { parseSchoolDirectoryEvent, schoolStatuses, type SchoolAdded } from '../../domain/schools/school-directory';
import { readModelSchema, type Projection } from '../runtime/projection';
import { areasTable, localitiesTable } from './directory-tables';

/**
 * Schools with their locality and area (all-schools, a profile's school). It keeps its own
 * copy of localities and areas so a school never shows up before its locality does.
 */
const NAME = 'schools_list';

const applySchool = async (tx: CommonQueryMethods, schema: string, { data }: SchoolAdded) => {
  await tx.query(sql.unsafe`
    INSERT INTO ${sql.identifier([schema, 'schools'])} (id, code, name, locality_id, area_id, status, ordinal, updated_at)
    VALUES (${data.schoolId}, ${data.code}, ${data.name}, ${data.localityId}, ${data.areaId}, ${data.status}, ${Number(data.schoolId)}, ${data.at})
    ON CONFLICT (id) DO UPDATE SET
      code = EXCLUDED.code, name = EXCLUDED.name, locality_id = EXCLUDED.locality_id, area_id = EXCLUDED.area_id,
      status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`);
};

export const schoolsListProjection: Projection = {
  name: NAME,
  filter: { eventTypes: ['LocalityAdded', 'AreaAdded', 'SchoolAdded'] },
  tables: ['schools', localitiesTable.name, areasTable.name],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${sql.identifier([schema, 'schools'])} (
        id text PRIMARY KEY,
        code text NOT NULL,
        name text NOT NULL,
        locality_id text NOT NULL,
        area_id text,
        status text NOT NULL,
        ordinal integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await localitiesTable.migrate(tx, schema);
    await areasTable.migrate(tx, schema);
  },
  handle: async (tx, recorded, schema) => {
    const school = parseSchoolDirectoryEvent(recorded.type, recorded.data);
    if (school) return applySchool(tx, schema, school);
    const event = parseLocalityDirectoryEvent(recorded.type, recorded.data);
    if (event?.type === 'LocalityAdded') await localitiesTable.apply(tx, schema, event);
    else if (event?.type === 'AreaAdded') await areasTable.apply(tx, schema, event);
  },
};

const flatRow = z.object({
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

const toSchool = (row: z.infer<typeof flatRow>): SchoolRow => ({
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
const selectSchools = sql.fragment`
  SELECT s.id, s.code, s.name, s.locality_id, s.area_id, s.status,
         coalesce(l.code, '') AS locality_code, coalesce(l.name, '') AS locality_name,
         a.code AS area_code, a.name AS area_name, a.status AS area_status
  FROM ${table('schools')} s
  LEFT JOIN ${table('localities')} l ON l.id = s.locality_id
  LEFT JOIN ${table('areas')} a ON a.id = s.area_id`;

export const listSchools = async (db: CommonQueryMethods): Promise<SchoolRow[]> =>
  (await db.any(sql.type(flatRow)`${selectSchools} ORDER BY s.ordinal`)).map(toSchool);

export const findSchool = async (db: CommonQueryMethods, id: string): Promise<SchoolRow | null> => {
  const row = await db.maybeOne(sql.type(flatRow)`${selectSchools} WHERE s.id = ${id}`);
  return row ? toSchool(row) : null;
};
