import { sql, type CommonQueryMethods } from 'slonik';
import type { LocalitiesMerged } from '@domain/schools/locality-directory';
import type { SchoolDirectoryEvent } from '@domain/schools/school-directory';
import type { RowBuffer } from '../runtime/row-buffer';
import type { DirectoryEvent } from './directory-batch';

/**
 * The schools table the schools list and the Localities list each keep a copy of. A deleted
 * or merged school keeps its row (status 'deleted' or 'merged', and the school it went into)
 * so history still resolves; the lists leave it out.
 */
export const schoolsTable = {
  name: 'schools',
  columns: ['id', 'code', 'name', 'locality_id', 'area_id', 'status', 'merged_into', 'ordinal', 'updated_at'],
  migrate: async (tx: CommonQueryMethods, schema: string) => {
    const table = sql.identifier([schema, 'schools']);
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table} (
        id text PRIMARY KEY,
        code text NOT NULL,
        name text NOT NULL,
        locality_id text NOT NULL,
        area_id text,
        status text NOT NULL,
        merged_into text,
        ordinal integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // Read models created before schools could be merged.
    await tx.query(sql.unsafe`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS merged_into text`);
  },
  apply: async (tx: CommonQueryMethods, schema: string, event: SchoolDirectoryEvent | LocalitiesMerged) => {
    const table = sql.identifier([schema, 'schools']);
    switch (event.type) {
      case 'SchoolAdded': {
        const { data } = event;
        await tx.query(sql.unsafe`
          INSERT INTO ${table} (id, code, name, locality_id, area_id, status, ordinal, updated_at)
          VALUES (${data.schoolId}, ${data.code}, ${data.name}, ${data.localityId}, ${data.areaId}, ${data.status}, ${Number(data.schoolId)}, ${data.at})
          ON CONFLICT (id) DO UPDATE SET
            code = EXCLUDED.code, name = EXCLUDED.name, locality_id = EXCLUDED.locality_id, area_id = EXCLUDED.area_id,
            status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`);
        return;
      }
      case 'SchoolUpdated': {
        const { schoolId, to, at } = event.data;
        await tx.query(sql.unsafe`
          UPDATE ${table} SET code = ${to.code}, name = ${to.name}, locality_id = ${to.localityId}, area_id = ${to.areaId}, updated_at = ${at}
          WHERE id = ${schoolId}`);
        return;
      }
      case 'SchoolStatusChanged':
      case 'SchoolDeleted':
        await tx.query(
          sql.unsafe`UPDATE ${table} SET status = ${event.data.to}, updated_at = ${event.data.at} WHERE id = ${event.data.schoolId}`,
        );
        return;
      case 'SchoolsMerged': {
        const { secondarySchoolId, primarySchoolId, at } = event.data;
        await tx.query(
          sql.unsafe`UPDATE ${table} SET status = 'merged', merged_into = ${primarySchoolId}, updated_at = ${at} WHERE id = ${secondarySchoolId}`,
        );
        return;
      }
      case 'LocalitiesMerged': {
        const { schoolIds, primaryLocalityId, primaryAreaId, at } = event.data;
        await tx.query(sql.unsafe`
          UPDATE ${table} SET locality_id = ${primaryLocalityId}, area_id = ${primaryAreaId}, updated_at = ${at}
          WHERE id = ANY(${sql.array(schoolIds, 'text')})`);
        return;
      }
      default:
        return;
    }
  },
  keysOf: (event: DirectoryEvent): string[] => {
    switch (event.type) {
      case 'SchoolAdded':
      case 'SchoolUpdated':
      case 'SchoolStatusChanged':
      case 'SchoolDeleted':
        return [event.data.schoolId];
      case 'SchoolsMerged':
        return [event.data.secondarySchoolId];
      case 'LocalitiesMerged':
        return event.data.schoolIds;
      default:
        return [];
    }
  },
  fold: (rows: RowBuffer, event: DirectoryEvent) => {
    switch (event.type) {
      case 'SchoolAdded': {
        const { schoolId, code, name, localityId, areaId, status, at } = event.data;
        const changes = { code, name, locality_id: localityId, area_id: areaId, status, updated_at: at };
        rows.upsert({ id: schoolId, ...changes, ordinal: Number(schoolId) }, () => changes);
        return;
      }
      case 'SchoolUpdated': {
        const { schoolId, to, at } = event.data;
        rows.update(schoolId, { code: to.code, name: to.name, locality_id: to.localityId, area_id: to.areaId, updated_at: at });
        return;
      }
      case 'SchoolStatusChanged':
      case 'SchoolDeleted':
        rows.update(event.data.schoolId, { status: event.data.to, updated_at: event.data.at });
        return;
      case 'SchoolsMerged': {
        const { secondarySchoolId, primarySchoolId, at } = event.data;
        rows.update(secondarySchoolId, { status: 'merged', merged_into: primarySchoolId, updated_at: at });
        return;
      }
      case 'LocalitiesMerged': {
        const { schoolIds, primaryLocalityId, primaryAreaId, at } = event.data;
        for (const schoolId of schoolIds) rows.update(schoolId, { locality_id: primaryLocalityId, area_id: primaryAreaId, updated_at: at });
        return;
      }
      default:
        return;
    }
  },
};
