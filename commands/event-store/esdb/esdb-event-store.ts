import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START as ESDB_START,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type Filter,
  type Position as EsdbPosition,
  type ReadPosition,
  type ReadRevision,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  START,
  WrongExpectedVersionError,
  isAfter,
  type AllSubscription,
  type AppendResult,
  type EventData,
  type EventFilter,
  type EventStore,
  type ExpectedRevision,
  type JsonObject,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeToAllOptions,
} from '../port';
import { matchesFilter } from '../event-filter';

/** $all reads in pages: the client has no server-side filter for reads, so we filter here. */
const PAGE_SIZE = 500;
const WIDTH = 20;

/** `<commit>/<prepare>`, each zero-padded to 20 digits so string order is log order. */
const encodePosition = ({ commit, prepare }: EsdbPosition): Position =>
  `${commit.toString().padStart(WIDTH, '0')}/${prepare.toString().padStart(WIDTH, '0')}`;

const decodePosition = (position: Position): EsdbPosition => {
  const match = /^(\d{20})\/(\d{20})$/.exec(position);
  if (!match) throw new TypeError(`Not an EventStoreDB event-store position: ${position}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
};

const toReadPosition = (position: Position | 'start'): ReadPosition => (position === START ? ESDB_START : decodePosition(position));

type StoredEvent = NonNullable<ResolvedEvent['event']>;

/** System streams and events ($-prefixed) are EventStoreDB's own, never the application's. */
const isSystemEvent = (event: StoredEvent): boolean => event.type.startsWith('$') || event.streamId.startsWith('$');

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Server-side filter for subscriptions: exact type names (a regex), or stream-name prefixes. */
const toServerFilter = (filter: EventFilter | undefined): Filter => {
  if (!filter) return excludeSystemEvents();
  if ('eventTypes' in filter) {
    return eventTypeFilter({ regex: `^(?:${filter.eventTypes.map(escapeRegex).join('|')})$` });
  }
  return streamNameFilter({ prefixes: [...filter.streamPrefixes] });
};

const toRecordedEvent = (event: StoredEvent): RecordedEvent => {
  if (!event.position) throw new Error('EventStoreDB did not report a position (server older than 22.6?)');
  return {
    id: event.id,
    type: event.type,
    streamId: event.streamId,
    revision: event.revision,
    position: encodePosition(event.position),
    data: event.data as JsonObject,
    metadata: (event.metadata ?? {}) as JsonObject,
    createdAt: event.created,
  };
};

export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  /** e.g. `esdb://localhost:2113?tls=false` */
  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async appendToStream(
    streamId: string,
    events: readonly EventData[],
    { expectedRevision = 'any' }: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError('appendToStream needs at least one event');
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map(({ id, type, data, metadata }) => jsonEvent({ id, type, data, metadata: metadata ?? {} })),
        { expectedRevision },
      );
      const position = result.position ? encodePosition(result.position) : await this.positionOf(streamId, result.nextExpectedRevision);
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        throw new WrongExpectedVersionError(streamId, expectedRevision, error.actualVersion);
      }
      throw error;
    }
  }

  async readStream(streamId: string, { direction = 'forwards', fromRevision, maxCount }: ReadStreamOptions = {}) {
    const forwards = direction === 'forwards';
    const from: ReadRevision = fromRevision ?? (forwards ? ESDB_START : END);
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: forwards ? FORWARDS : BACKWARDS,
        fromRevision: from,
        ...(maxCount === undefined ? {} : { maxCount }),
      });
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll({ fromPosition = START, maxCount = Number.POSITIVE_INFINITY, filter }: ReadAllOptions = {}) {
    const events: RecordedEvent[] = [];
    // $all reads include the event at their start position; the port's fromPosition excludes it.
    let after: Position | 'start' = fromPosition;
    while (events.length < maxCount) {
      const page = await this.readAllPage(after);
      for (const event of page) {
        if (!isSystemEvent(event) && matchesFilter(filter, event)) events.push(toRecordedEvent(event));
        if (events.length >= maxCount) break;
      }
      if (page.length === 0) break;
      after = encodePosition(page[page.length - 1]!.position!);
    }
    return events;
  }

  subscribeToAll({ fromPosition = START, filter }: SubscribeToAllOptions = {}): AllSubscription {
    // Catch-up subscriptions on $all start strictly after fromPosition, as the port does.
    const subscription = this.client.subscribeToAll({ fromPosition: toReadPosition(fromPosition), filter: toServerFilter(filter) });
    let stopped = false;
    return {
      async *[Symbol.asyncIterator]() {
        try {
          for await (const resolved of subscription) {
            const event = resolved.event;
            if (event && !isSystemEvent(event) && matchesFilter(filter, event)) yield toRecordedEvent(event);
          }
        } catch (error) {
          // Unsubscribing destroys the stream (premature close): the end, not a failure.
          if (!stopped) throw error;
        }
      },
      unsubscribe: async () => {
        stopped = true;
        await subscription.unsubscribe();
        // Cancelling the gRPC call does not end the piped stream, so a waiting iteration would hang.
        subscription.destroy();
      },
    };
  }

  async headPosition(): Promise<Position | 'start'> {
    let before: ReadPosition = END;
    for (;;) {
      const page: AllStreamResolvedEvent[] = [];
      for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: before, maxCount: PAGE_SIZE })) {
        page.push(resolved);
      }
      const last = page.map((resolved) => resolved.event).find((event) => event && !isSystemEvent(event));
      if (last) return encodePosition(last.position);
      const oldest = page[page.length - 1]?.event;
      // A short page means the read reached the beginning of the log.
      if (!oldest || page.length < PAGE_SIZE) return START;
      before = oldest.position;
    }
  }

  close(): Promise<void> {
    return this.client.dispose();
  }

  /** Events of one page of $all strictly after `after` (system events included). */
  private async readAllPage(after: Position | 'start') {
    const page: Array<NonNullable<AllStreamResolvedEvent['event']>> = [];
    const read = this.client.readAll({ direction: FORWARDS, fromPosition: toReadPosition(after), maxCount: PAGE_SIZE });
    for await (const resolved of read) {
      if (resolved.event && isAfter(encodePosition(resolved.event.position), after)) page.push(resolved.event);
    }
    return page;
  }

  /** An idempotent re-append may come back without a position: look up the batch's last event. */
  private async positionOf(streamId: string, revision: bigint): Promise<Position> {
    const [event] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    if (!event) throw new Error(`Stream ${streamId}: no event at revision ${revision} after appending it`);
    return event.position;
  }
}
