import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { filterCovers, matchesFilter, unionOfFilters } from './event-filter';
import { isAfter, type EventFilter, type RecordedEvent } from './port';
import { PostgresEventStore } from './postgres/postgres-event-store';

let database: FreshDatabase;
let store: PostgresEventStore;
let all: RecordedEvent[];

// Stream ids and types with LIKE's wildcards, its escape, case and accents: where a
// hand-written matcher would most easily part from the store's SQL.
const streams = ['order-1', 'order_1', 'orderX1', 'Order-1', 'ord%er-1', 'ord\\er-1', 'é-1', 'other-1'];
const types = ['Placed', 'placed', 'Pla_ed', 'Pla%', 'Shipped'];

const filters: EventFilter[] = [
  { eventTypes: ['Placed'] },
  { eventTypes: ['Pla_ed', 'Pla%'] },
  { eventTypes: ['placed', 'Shipped', 'Missing'] },
  { eventTypes: [] },
  { streamPrefixes: ['order'] },
  { streamPrefixes: ['order_'] },
  { streamPrefixes: ['ord%'] },
  { streamPrefixes: ['ord\\'] },
  { streamPrefixes: ['Order', 'é'] },
  { streamPrefixes: ['order-', 'other'] },
  { streamPrefixes: [''] },
  { streamPrefixes: [] },
];

const ids = (events: readonly RecordedEvent[]) => events.map((event) => event.id);

beforeAll(async () => {
  database = await createFreshDatabase('event_filter');
  store = new PostgresEventStore(database.url, { poolSize: 2 });
  await store.migrate();
  let last = '';
  for (const streamId of streams) {
    const appended = await store.appendToStream(
      streamId,
      types.map((type) => ({ id: randomUUID(), type, data: {} })),
    );
    last = appended.position;
  }
  // Readable once every transaction older than the appends has ended, anywhere on the server.
  while (isAfter(last, await store.headPosition())) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  all = await store.readAll();
});

afterAll(async () => {
  await store?.close();
  await database?.drop();
});

describe('matchesFilter', () => {
  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))(
    'passes what the store reads through %s',
    async (_, filter) => {
      expect(ids(all.filter((event) => matchesFilter(filter, event)))).toEqual(ids(await store.readAll({ filter })));
    },
  );

  it('passes everything without a filter', () => {
    expect(all.every((event) => matchesFilter(undefined, event))).toBe(true);
    expect(all).toHaveLength(streams.length * types.length);
  });
});

describe('unionOfFilters', () => {
  const typeFilters = filters.filter((filter) => 'eventTypes' in filter);
  const prefixFilters = filters.filter((filter) => 'streamPrefixes' in filter);

  it.each([
    ['event types', typeFilters],
    ['stream prefixes', prefixFilters],
  ] as const)('of %s reads exactly the events any of them passes, and covers each', async (_, group) => {
    const union = unionOfFilters(group);
    expect(union).toBeDefined();
    expect(ids(await store.readAll({ filter: union! }))).toEqual(
      ids(all.filter((event) => group.some((filter) => matchesFilter(filter, event)))),
    );
    expect(group.every((filter) => filterCovers(union, filter))).toBe(true);
  });

  it('is no filter at all when types and prefixes mix, or when there are none', () => {
    expect(unionOfFilters([typeFilters[0]!, prefixFilters[0]!])).toBeUndefined();
    expect(unionOfFilters([])).toBeUndefined();
  });
});

describe('filterCovers', () => {
  it('says a filter covers another only when everything the other passes, it passes', () => {
    for (const outer of [undefined, ...filters]) {
      for (const inner of filters) {
        const covers = filterCovers(outer, inner);
        const passesAll = all.every((event) => !matchesFilter(inner, event) || matchesFilter(outer, event));
        // Covering is decided from the filters alone, so it may say no where these events
        // happen to agree; it must never say yes where they do not.
        if (covers) expect(passesAll, `${JSON.stringify(outer)} ⊇ ${JSON.stringify(inner)}`).toBe(true);
      }
    }
    expect(filterCovers({ streamPrefixes: ['order'] }, { streamPrefixes: ['order-', 'order_'] })).toBe(true);
    expect(filterCovers({ streamPrefixes: ['order-'] }, { streamPrefixes: ['order'] })).toBe(false);
    expect(filterCovers({ eventTypes: ['Placed', 'Shipped'] }, { eventTypes: ['Shipped'] })).toBe(true);
    expect(filterCovers({ eventTypes: ['Placed'] }, { streamPrefixes: ['order'] })).toBe(false);
  });
});
