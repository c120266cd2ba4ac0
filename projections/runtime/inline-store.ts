import type { DatabasePool } from 'slonik';
import { matchesFilter } from '../../commands/event-store/event-filter';
import type {
  AllSubscription,
  AppendResult,
  EventData,
  EventStore,
  ExpectedRevision,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
} from '../../commands/event-store/port';
import { appendWithin, PostgresEventStore, readAppended } from '../../commands/event-store/postgres/postgres-event-store';
import { queryableOf } from '../db/queryable';
import { applyEvents } from './catch-up';
import { takeSharedWriteLocks } from './checkpoints';
import { readModelSchema, type Projection } from './projection';

/** The read models kept inline with this store: those that ask for it, when the store is Postgres. */
export const inlineProjectionsFor = (store: EventStore, projections: readonly Projection[]): Projection[] =>
  store instanceof PostgresEventStore ? projections.filter((projection) => projection.inline) : [];

/**
 * The Postgres store, with the inline read models written in each append's transaction: an
 * append whose events one of them takes commits those rows with the events, or nothing. Every
 * other call goes to the store. A deadlock between two appends' row locks rolls one back, and
 * slonik's transaction tries it again (nothing of it was stored).
 */
export class InlineProjectingStore implements EventStore {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly pool: DatabasePool,
    private readonly projections: readonly Projection[],
  ) {}

  async appendToStream(
    streamId: string,
    events: readonly EventData[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const takers = this.projections.filter((projection) =>
      events.some((event) => matchesFilter(projection.filter, { type: event.type, streamId })),
    );
    if (takers.length === 0) return this.store.appendToStream(streamId, events, options);
    const result = await this.pool.transaction(async (tx) => {
      await takeSharedWriteLocks(
        tx,
        takers.map((projection) => projection.name),
      );
      const db = queryableOf(tx);
      const appended = await appendWithin(db, streamId, events, options.expectedRevision);
      const recorded = await readAppended(db, streamId, events);
      for (const projection of takers) {
        const taken = recorded.filter((event) => matchesFilter(projection.filter, event));
        await applyEvents(tx, projection, readModelSchema(projection.name), taken, 'inline');
      }
      return appended;
    });
    this.store.announceCommit();
    return result;
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.store.readStream(streamId, options);
  }

  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.store.readAll(options);
  }

  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription {
    return this.store.subscribeToAll(options);
  }

  headPosition(): Promise<Position | 'start'> {
    return this.store.headPosition();
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
