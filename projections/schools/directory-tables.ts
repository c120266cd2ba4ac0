import { sql, type CommonQueryMethods } from 'slonik';
import type { AreaAdded, LocalityAdded } from '../../domain/schools/locality-directory';

/**
 * The locality and area tables that several read models keep their own copy of, so each
 * read model answers its query alone (one checkpoint, one rebuild) instead of joining
 * across read models that may have caught up to different positions.
 * `ordinal` keeps the order things were added in: the seed's emirate order.
 */
export const localitiesTable = {
  name: 'localities',
  migrate: async (tx: CommonQueryMethods, schema: string) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${sql.identifier([schema, 'localities'])} (
        id text PRIMARY KEY,
        code text NOT NULL,
        name text NOT NULL,
        custom boolean NOT NULL,
        ordinal integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  },
  apply: async (tx: CommonQueryMethods, schema: string, { data }: LocalityAdded) => {
    await tx.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, 'localities'])} (id, code, name, custom, ordinal, updated_at)
      VALUES (${data.localityId}, ${data.code}, ${data.name}, ${data.custom}, ${Number(data.localityId)}, ${data.at})
      ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, custom = EXCLUDED.custom, updated_at = EXCLUDED.updated_at`);
  },
};

export const areasTable = {
  name: 'areas',
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
  apply: async (tx: CommonQueryMethods, schema: string, { data }: AreaAdded) => {
    await tx.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, 'areas'])} (id, code, name, locality_id, status, ordinal, updated_at)
      VALUES (${data.areaId}, ${data.code}, ${data.name}, ${data.localityId}, ${data.status}, ${Number(data.areaId)}, ${data.at})
      ON CONFLICT (id) DO UPDATE SET
        code = EXCLUDED.code, name = EXCLUDED.name, locality_id = EXCLUDED.locality_id, status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`);
  },
};
