import type { DatabaseTransactionConnection } from 'slonik';
import type { EventFilter, RecordedEvent } from '../../commands/event-store/port';

export interface Projection {
  /** e.g. 'catalogue_leadership_roles'; its tables live in schema `rm_<name>` */
  name: string;
  /** which events it needs (type filter or stream-prefix filter) */
  filter: EventFilter;
  /** tables in its schema, compared by the check (each must have a primary key) */
  tables: readonly string[];
  /** creates its tables inside `schema` (idempotent: CREATE TABLE IF NOT EXISTS) */
  migrate(tx: DatabaseTransactionConnection, schema: string): Promise<void>;
  /** applies one event; must be idempotent (replays are harmless) and never throw on a recorded event */
  handle(tx: DatabaseTransactionConnection, event: RecordedEvent, schema: string): Promise<void>;
  /**
   * Optional: applies a batch at once (used instead of `handle` event by event), for a
   * projection whose per-event round trips would make it the slowest; same rules as `handle`.
   */
  handleBatch?(tx: DatabaseTransactionConnection, events: readonly RecordedEvent[], schema: string, mode?: ApplyMode): Promise<void>;
  /**
   * Kept in the append's own transaction where the store allows it (Postgres), so a screen reading
   * it sees a write as soon as the write is answered; asynchronous otherwise. Its `handleBatch`
   * then runs beside other appends' (mode 'inline': lock the rows it reads), in commit order
   * rather than log order, and must leave the rows a replay in log order leaves; applying a
   * stretch of events again must change nothing (the start-up catch-up may replay some). Row
   * locks cannot guard a row not there yet: each row must be made by one stream's events.
   */
  inline?: boolean;
  /**
   * Optional: a copy applied to in mode 'copy' may have left work that only its readers need
   * (answers made of its copies) for the end; this does it, once, after the last such batch
   * and before the copy is read or applied to in another mode.
   */
  completeCopy?(tx: DatabaseTransactionConnection, schema: string): Promise<void>;
}

/**
 * 'inline': in an append's transaction, beside other appends; 'projector': the only writer;
 * 'copy': the only writer of a copy nobody reads until `completeCopy` (rebuild, check).
 */
export type ApplyMode = 'inline' | 'projector' | 'copy';

export const readModelSchema = (name: string) => `rm_${name}`;
