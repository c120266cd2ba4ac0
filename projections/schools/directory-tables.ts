import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import type { LocalityDirectoryEvent } from '@domain/schools/locality-directory';
import type { RowBuffer } from '../runtime/row-buffer';
import type { DirectoryEvent } from './directory-batch';

/**
 * The locality and area tables that several read models keep their own copy of, so each
 * read model answers its query alone (one checkpoint, one rebuild) instead of joining
 * across read models that may have caught up to different positions.
 * `ordinal` keeps the order things were added in: the seed's emirate order.
 * Removed rows stay with status 'deleted' or 'merged' (the lists leave them out), so a
 * school that still names one shows its name.
 */
export const localitiesTable = {
  name: 'localities',
  columns: ['id', 'code', 'name', 'custom', 'status', 'ordinal', 'updated_at'],
  migrate: async (tx: CommonQueryMethods, schema: string) => {
    const table = sql.identifier([schema, 'localities']);
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table} (
        id text PRIMARY KEY,
        code text NOT NULL,
        name text NOT NULL,
        custom boolean NOT NULL,
        status text NOT NULL DEFAULT 'Active',
        ordinal integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // Read models created before localities could be removed.
    await tx.query(sql.unsafe`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'Active'`);
  },
  apply: async (tx: CommonQueryMethods, schema: string, event: LocalityDirectoryEvent) => {
    const table = sql.identifier([schema, 'localities']);
    const setStatus = (id: string, status: string, at: string) =>
      tx.query(sql.unsafe`UPDATE ${table} SET status = ${status}, updated_at = ${at} WHERE id = ${id}`);
    switch (event.type) {
      case 'LocalityAdded': {
        const { data } = event;
        await tx.query(sql.unsafe`
          INSERT INTO ${table} (id, code, name, custom, status, ordinal, updated_at)
          VALUES (${data.localityId}, ${data.code}, ${data.name}, ${data.custom}, 'Active', ${Number(data.localityId)}, ${data.at})
          ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, custom = EXCLUDED.custom, updated_at = EXCLUDED.updated_at`);
        return;
      }
      case 'LocalityDeleted':
        await setStatus(event.data.localityId, 'deleted', event.data.at);
        return;
      case 'LocalitiesMerged':
        if (event.data.localityRetired) await setStatus(event.data.secondaryLocalityId, 'merged', event.data.at);
        return;
      default:
        return;
    }
  },
  keysOf: (event: DirectoryEvent): string[] => {
    switch (event.type) {
      case 'LocalityAdded':
      case 'LocalityDeleted':
        return [event.data.localityId];
      case 'LocalitiesMerged':
        return event.data.localityRetired ? [event.data.secondaryLocalityId] : [];
      default:
        return [];
    }
  },
  fold: (rows: RowBuffer, event: DirectoryEvent) => {
    switch (event.type) {
      case 'LocalityAdded': {
        const { localityId, code, name, custom, at } = event.data;
        rows.upsert({ id: localityId, code, name, custom, status: 'Active', ordinal: Number(localityId), updated_at: at }, () => ({
          code,
          name,
          custom,
          updated_at: at,
        }));
        return;
      }
      case 'LocalityDeleted':
        rows.update(event.data.localityId, { status: 'deleted', updated_at: event.data.at });
        return;
      case 'LocalitiesMerged':
        if (event.data.localityRetired) rows.update(event.data.secondaryLocalityId, { status: 'merged', updated_at: event.data.at });
        return;
      default:
        return;
    }
  },
};

export const areasTable = {
  name: 'areas',
  columns: ['id', 'code', 'name', 'locality_id', 'status', 'ordinal', 'updated_at'],
  migrate: async (tx: CommonQueryMethods, schema: string) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${sql.identifier([schema, 'areas'])} (
        id text PRIMARY KEY,
        code text NOT NULL,
        name text NOT NULL,
        locality_id text NOT NULL,
        status text NOT NULL,
        ordinal integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  },
  apply: async (tx: CommonQueryMethods, schema: string, event: LocalityDirectoryEvent) => {
    const table = sql.identifier([schema, 'areas']);
    const update = (id: string, change: FragmentSqlToken, at: string) =>
      tx.query(sql.unsafe`UPDATE ${table} SET ${change}, updated_at = ${at} WHERE id = ${id}`);
    switch (event.type) {
      case 'AreaAdded': {
        const { data } = event;
        await tx.query(sql.unsafe`
          INSERT INTO ${table} (id, code, name, locality_id, status, ordinal, updated_at)
          VALUES (${data.areaId}, ${data.code}, ${data.name}, ${data.localityId}, ${data.status}, ${Number(data.areaId)}, ${data.at})
          ON CONFLICT (id) DO UPDATE SET
            code = EXCLUDED.code, name = EXCLUDED.name, locality_id = EXCLUDED.locality_id, status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`);
        return;
      }
      case 'AreaRenamed':
        await update(event.data.areaId, sql.fragment`name = ${event.data.name}`, event.data.at);
        return;
      case 'AreaStatusChanged':
      case 'AreaDeleted':
        await update(event.data.areaId, sql.fragment`status = ${event.data.to}`, event.data.at);
        return;
      case 'LocalitiesMerged':
        if (event.data.secondaryAreaId !== null) await update(event.data.secondaryAreaId, sql.fragment`status = 'merged'`, event.data.at);
        return;
      default:
        return;
    }
  },
  keysOf: (event: DirectoryEvent): string[] => {
    switch (event.type) {
      case 'AreaAdded':
      case 'AreaRenamed':
      case 'AreaStatusChanged':
      case 'AreaDeleted':
        return [event.data.areaId];
      case 'LocalitiesMerged':
        return event.data.secondaryAreaId === null ? [] : [event.data.secondaryAreaId];
      default:
        return [];
    }
  },
  fold: (rows: RowBuffer, event: DirectoryEvent) => {
    switch (event.type) {
      case 'AreaAdded': {
        const { areaId, code, name, localityId, status, at } = event.data;
        rows.upsert({ id: areaId, code, name, locality_id: localityId, status, ordinal: Number(areaId), updated_at: at }, () => ({
          code,
          name,
          locality_id: localityId,
          status,
          updated_at: at,
        }));
        return;
      }
      case 'AreaRenamed':
        rows.update(event.data.areaId, { name: event.data.name, updated_at: event.data.at });
        return;
      case 'AreaStatusChanged':
      case 'AreaDeleted':
        rows.update(event.data.areaId, { status: event.data.to, updated_at: event.data.at });
        return;
      case 'LocalitiesMerged':
        if (event.data.secondaryAreaId !== null) rows.update(event.data.secondaryAreaId, { status: 'merged', updated_at: event.data.at });
        return;
      default:
        return;
    }
  },
};

/** Every event type the two tables above follow. */
export const directoryEventTypes = [
  'LocalityAdded',
  'AreaAdded',
  'AreaRenamed',
  'AreaStatusChanged',
  'AreaDeleted',
  'LocalityDeleted',
  'LocalitiesMerged',
] as const;

/** Statuses that take a row out of every list. */
export const REMOVED_STATUSES = sql.fragment`('deleted', 'merged')`;
