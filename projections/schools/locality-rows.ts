import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { parseLocalityDirectoryEvent } from '@domain/schools/locality-directory';
import { localityRowId } from '@domain/schools/locality-rows';
import { parseSchoolDirectoryEvent, schoolDirectoryEventTypes } from '@domain/schools/school-directory';
import { parseUserEvent } from '@domain/users/user';
import type { RecordedEvent } from '../../commands/event-store/port';
import { readModelSchema, type Projection } from '../runtime/projection';
import { inRuns, RowBuffer } from '../runtime/row-buffer';
import { userIdsIn } from '../users/user-ids';
import { areasTable, directoryEventTypes, localitiesTable, REMOVED_STATUSES } from './directory-tables';
import { schoolsTable } from './schools-table';

/**
 * The super user's Localities list (spec §2.6, §3): one row per (locality, area) pair with
 * how many schools sit in it and how many students name one of those schools. Rows and row
 * ids are described in domain/schools/locality-rows.ts. Students are counted from the user
 * events' clear fields only (role, school id): nothing personal is opened here.
 */
const NAME = 'locality_rows';

const studentsTable = {
  name: 'students',
  migrate: async (tx: CommonQueryMethods, schema: string) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${sql.identifier([schema, 'students'])} (
        user_id text PRIMARY KEY,
        school_id text
      )`);
  },
};

const userEventTypes = new Set(['UserRegistered', 'ProfileCompleted', 'ProfileUpdated', 'UserDeleted']);

/** One person's event on the batch's students, exactly as `handle` changes the table. */
const foldStudent = (students: RowBuffer, recorded: RecordedEvent) => {
  const user = parseUserEvent(recorded.type, recorded.data);
  if (user?.type === 'UserRegistered' && user.data.role === 'student') students.insert({ user_id: user.data.userId });
  else if (user?.type === 'ProfileCompleted' || user?.type === 'ProfileUpdated')
    students.update(user.data.userId, { school_id: user.data.schoolId });
  else if (user?.type === 'UserDeleted') students.delete(user.data.userId);
};

export const localityRowsProjection: Projection = {
  name: NAME,
  filter: {
    eventTypes: [
      ...directoryEventTypes,
      ...schoolDirectoryEventTypes,
      'UserRegistered',
      'ProfileCompleted',
      'ProfileUpdated',
      'UserDeleted',
    ],
  },
  tables: [localitiesTable.name, areasTable.name, schoolsTable.name, studentsTable.name],
  migrate: async (tx, schema) => {
    await localitiesTable.migrate(tx, schema);
    await areasTable.migrate(tx, schema);
    await schoolsTable.migrate(tx, schema);
    await studentsTable.migrate(tx, schema);
  },
  handle: async (tx, recorded, schema) => {
    const students = sql.identifier([schema, 'students']);
    const school = parseSchoolDirectoryEvent(recorded.type, recorded.data);
    if (school) {
      await schoolsTable.apply(tx, schema, school);
      if (school.type === 'SchoolsMerged') {
        await tx.query(
          sql.unsafe`UPDATE ${students} SET school_id = ${school.data.primarySchoolId} WHERE school_id = ${school.data.secondarySchoolId}`,
        );
      }
      return;
    }
    const directory = parseLocalityDirectoryEvent(recorded.type, recorded.data);
    if (directory) {
      await localitiesTable.apply(tx, schema, directory);
      await areasTable.apply(tx, schema, directory);
      if (directory.type === 'LocalitiesMerged') await schoolsTable.apply(tx, schema, directory);
      return;
    }
    const user = parseUserEvent(recorded.type, recorded.data);
    if (user?.type === 'UserRegistered' && user.data.role === 'student') {
      await tx.query(sql.unsafe`INSERT INTO ${students} (user_id) VALUES (${user.data.userId}) ON CONFLICT (user_id) DO NOTHING`);
    } else if (user?.type === 'ProfileCompleted' || user?.type === 'ProfileUpdated') {
      await tx.query(sql.unsafe`UPDATE ${students} SET school_id = ${user.data.schoolId} WHERE user_id = ${user.data.userId}`);
    } else if (user?.type === 'UserDeleted') {
      await tx.query(sql.unsafe`DELETE FROM ${students} WHERE user_id = ${user.data.userId}`);
    }
  },
  // People's events in two statements per run (their rows read, written back); directory events, rare, each by its own statements.
  handleBatch: (tx, events, schema) =>
    inRuns(
      events,
      (event) => !userEventTypes.has(event.type),
      (event) => localityRowsProjection.handle(tx, event, schema),
      async (run) => {
        const students = new RowBuffer({ table: sql.identifier([schema, 'students']), key: 'user_id', columns: ['user_id', 'school_id'] });
        await students.loadKeys(tx, userIdsIn(run));
        for (const event of run) foldStudent(students, event);
        await students.flush(tx);
      },
    ),
};

const flatRow = z.object({
  locality_id: z.string(),
  locality_code: z.string(),
  locality_name: z.string(),
  area_id: z.string().nullable(),
  area_code: z.string().nullable(),
  area_name: z.string().nullable(),
  status: z.string(),
  linked_schools: z.number(),
  linked_students: z.number(),
});

export interface LocalityListRow {
  /** '<localityId>:<areaId>', or '<localityId>' for the row without an area. */
  id: string;
  locality_id: string;
  locality_code: string;
  locality_name: string;
  area_id: string | null;
  area_code: string | null;
  area_name: string | null;
  /** The area's status; a row without an area is its locality's, Active. */
  status: string;
  linkedSchoolsCount: number;
  linkedStudentsCount: number;
}

const table = (name: string) => sql.identifier([readModelSchema(NAME), name]);

/**
 * Every live area is a row; a live locality also gets a row without an area when schools sit
 * in it without one or it has no live area left. Listed emirates first in the seed's order,
 * custom localities last, areas in the order they were added.
 */
export const listLocalityRows = async (db: CommonQueryMethods): Promise<LocalityListRow[]> => {
  const rows = await db.any(sql.type(flatRow)`
    WITH counts AS (
      SELECT s.locality_id, s.area_id, count(DISTINCT s.id)::int AS schools, count(st.user_id)::int AS students
      FROM ${table('schools')} s LEFT JOIN ${table('students')} st ON st.school_id = s.id
      WHERE s.status NOT IN ${REMOVED_STATUSES}
      GROUP BY s.locality_id, s.area_id
    ),
    live_localities AS (SELECT * FROM ${table('localities')} WHERE status NOT IN ${REMOVED_STATUSES}),
    live_areas AS (SELECT * FROM ${table('areas')} WHERE status NOT IN ${REMOVED_STATUSES}),
    rows AS (
      SELECT l.id AS locality_id, a.id AS area_id, a.code AS area_code, a.name AS area_name, a.status, a.ordinal AS area_ordinal
      FROM live_localities l JOIN live_areas a ON a.locality_id = l.id
      UNION ALL
      SELECT l.id, NULL, NULL, NULL, 'Active', 0
      FROM live_localities l
      WHERE EXISTS (SELECT 1 FROM counts c WHERE c.locality_id = l.id AND c.area_id IS NULL)
         OR NOT EXISTS (SELECT 1 FROM live_areas a WHERE a.locality_id = l.id)
    )
    SELECT r.locality_id, l.code AS locality_code, l.name AS locality_name, r.area_id, r.area_code, r.area_name, r.status,
           coalesce(c.schools, 0) AS linked_schools, coalesce(c.students, 0) AS linked_students
    FROM rows r
    JOIN live_localities l ON l.id = r.locality_id
    LEFT JOIN counts c ON c.locality_id = r.locality_id AND c.area_id IS NOT DISTINCT FROM r.area_id
    ORDER BY l.custom, l.ordinal, r.area_ordinal`);
  return rows.map((row) => ({
    id: localityRowId({ localityId: row.locality_id, areaId: row.area_id }),
    locality_id: row.locality_id,
    locality_code: row.locality_code,
    locality_name: row.locality_name,
    area_id: row.area_id,
    area_code: row.area_code,
    area_name: row.area_name,
    status: row.status,
    linkedSchoolsCount: row.linked_schools,
    linkedStudentsCount: row.linked_students,
  }));
};
