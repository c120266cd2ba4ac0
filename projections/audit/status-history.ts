import { sql } from 'slonik';
import type { Projection } from '../runtime/projection';
import type { StatusChangeSource } from './source';
import { statusChangeSources } from './sources';

/**
 * The audit trail's rows: one per status change of any audited entity, kept forever (merges and
 * deletions add rows, never remove any). The History screen's read model (audit-history.ts) keeps
 * this table with this code and adds the names it shows.
 */
const NAME = 'status_history';

export const createStatusHistoryProjection = (sources: readonly StatusChangeSource[]): Projection => {
  const byType = new Map<string, StatusChangeSource[]>();
  for (const source of sources) for (const type of source.eventTypes) byType.set(type, [...(byType.get(type) ?? []), source]);
  return {
    name: NAME,
    filter: { eventTypes: [...byType.keys()] },
    tables: ['status_changes'],
    migrate: async (tx, schema) => {
      await tx.query(sql.unsafe`
        CREATE TABLE IF NOT EXISTS ${sql.identifier([schema, 'status_changes'])} (
          event_id text NOT NULL,
          entry integer NOT NULL,
          position text NOT NULL,
          entity_type text NOT NULL,
          entity_id text NOT NULL,
          from_status text,
          to_status text NOT NULL,
          actor_id text,
          at timestamptz NOT NULL,
          detail text,
          PRIMARY KEY (event_id, entry)
        )`);
      await tx.query(
        sql.unsafe`CREATE INDEX IF NOT EXISTS status_changes_entity ON ${sql.identifier([schema, 'status_changes'])} (entity_type, entity_id, at)`,
      );
      await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS status_changes_at ON ${sql.identifier([schema, 'status_changes'])} (at DESC)`);
    },
    // Every change of a batch in one statement (rows are only ever added).
    handleBatch: async (tx, events, schema) => {
      const rows = events.flatMap((event) =>
        (byType.get(event.type) ?? [])
          .flatMap((source) => source.entriesOf(event))
          .map((entry, index) => ({
            event_id: event.id,
            entry: index,
            position: event.position,
            entity_type: entry.entityType,
            entity_id: entry.entityId,
            from_status: entry.from,
            to_status: entry.to,
            actor_id: entry.by,
            at: entry.at,
            detail: entry.detail ?? null,
          })),
      );
      if (rows.length === 0) return;
      const table = sql.identifier([schema, 'status_changes']);
      await tx.query(sql.unsafe`
        INSERT INTO ${table} (event_id, entry, position, entity_type, entity_id, from_status, to_status, actor_id, at, detail)
        SELECT event_id, entry, position, entity_type, entity_id, from_status, to_status, actor_id, at, detail
        FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(rows)}::jsonb)
        ON CONFLICT (event_id, entry) DO NOTHING`);
    },
    handle: async (tx, event, schema) => {
      const entries = (byType.get(event.type) ?? []).flatMap((source) => source.entriesOf(event));
      for (const [index, entry] of entries.entries()) {
        await tx.query(sql.unsafe`
          INSERT INTO ${sql.identifier([schema, 'status_changes'])}
            (event_id, entry, position, entity_type, entity_id, from_status, to_status, actor_id, at, detail)
          VALUES (${event.id}, ${index}, ${event.position}, ${entry.entityType}, ${entry.entityId}, ${entry.from}, ${entry.to},
                  ${entry.by}, ${entry.at}, ${entry.detail ?? null})
          ON CONFLICT (event_id, entry) DO NOTHING`);
      }
    },
  };
};

export const statusHistoryProjection = createStatusHistoryProjection(statusChangeSources);
