import { sql, type CommonQueryMethods } from 'slonik';
import type { RecordedEvent } from '../../commands/event-store/port';
import { parseLocalityDirectoryEvent, type LocalityDirectoryEvent } from '@domain/schools/locality-directory';
import { parseSchoolDirectoryEvent, type SchoolDirectoryEvent } from '@domain/schools/school-directory';
import { RowBuffer } from '../runtime/row-buffer';

export type DirectoryEvent = LocalityDirectoryEvent | SchoolDirectoryEvent;

/** A directory table (keyed by `id`) as a batch changes it in memory, see `RowBuffer`. */
export interface FoldedTable {
  name: string;
  columns: readonly string[];
  /** The rows the event can change: it names each of them. */
  keysOf(event: DirectoryEvent): string[];
  /** The event on the loaded rows, exactly as the table's `apply` changes the table (other events are left alone). */
  fold(rows: RowBuffer, event: DirectoryEvent): void;
}

// Not lenient, as `handle` is not: an event the schemas refuse fails the batch as it fails one event.
const parsed = (recorded: RecordedEvent): DirectoryEvent | null =>
  parseSchoolDirectoryEvent(recorded.type, recorded.data) ?? parseLocalityDirectoryEvent(recorded.type, recorded.data);

/** A batch of directory events on these tables, in two statements or three per table: the rows it names read, the rows written back. */
export const applyDirectoryBatch = async (
  tx: CommonQueryMethods,
  schema: string,
  tables: readonly FoldedTable[],
  recorded: readonly RecordedEvent[],
): Promise<void> => {
  const events = recorded.flatMap((each) => parsed(each) ?? []);
  for (const table of tables) {
    const rows = new RowBuffer({ table: sql.identifier([schema, table.name]), key: 'id', columns: table.columns });
    await rows.loadKeys(tx, events.flatMap(table.keysOf));
    for (const event of events) table.fold(rows, event);
    await rows.flush(tx);
  }
};
