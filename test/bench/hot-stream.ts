/**
 * Writers contending for one stream through the command handler, against the same writers on
 * separate streams: single-event commands with a decision that depends on the folded state.
 * Figures only, no assertions. Each scenario runs for a fixed time on a fresh database, with
 * its own stores (cold caches) whose pools are opened before the clock starts.
 * Run: npm run bench:hot-stream
 */
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import pg from 'pg';
import { WrongExpectedVersionError, type EventStore } from '../../commands/event-store/port';
import { PostgresEventStore } from '../../commands/event-store/postgres/postgres-event-store';
import { executeCommand } from '../../commands/handler/command-handler';
import { isDomainError } from '@domain/shared/errors';
import { counterDecider, parseCounterEvent } from '../support/counter-decider';
import { createFreshDatabase } from '../support/fresh-database';

const DURATION_MS = 10_000;
const POOL_SIZE = 16;
/** Never reached here: the decision still reads the state, but every command is accepted. */
const decider = counterDecider(Number.MAX_SAFE_INTEGER);

interface Scenario {
  name: string;
  writers: number;
  /** Separate stores on separate pools, as separate processes would have. */
  processes: number;
  sharedStream: boolean;
}

const scenarios: Scenario[] = [
  { name: '16 writers, one stream', writers: 16, processes: 1, sharedStream: true },
  { name: '200 writers, one stream', writers: 200, processes: 1, sharedStream: true },
  { name: '16 writers, one stream, 2 processes', writers: 16, processes: 2, sharedStream: true },
  { name: '16 writers, distinct streams', writers: 16, processes: 1, sharedStream: false },
  { name: '200 writers, distinct streams', writers: 200, processes: 1, sharedStream: false },
];

interface Tally {
  accepted: number;
  failed: number;
  conflicts: number;
  connections: number;
  eventsRead: number;
}

/** The store as the handler sees it, counting what the handler cannot report itself. */
const counted = (store: EventStore, tally: Tally): EventStore => ({
  appendToStream: (streamId, events, options) =>
    store.appendToStream(streamId, events, options).catch((error: unknown) => {
      if (error instanceof WrongExpectedVersionError) tally.conflicts += 1;
      throw error;
    }),
  readStream: async (streamId, options) => {
    const events = await store.readStream(streamId, options);
    tally.eventsRead += events.length;
    return events;
  },
  readAll: (options) => store.readAll(options),
  subscribeToAll: (options) => store.subscribeToAll(options),
  headPosition: () => store.headPosition(),
  close: () => store.close(),
});

const run = async (databaseUrl: string, scenario: Scenario, label: string) => {
  const tally: Tally = { accepted: 0, failed: 0, conflicts: 0, connections: 0, eventsRead: 0 };
  const pools = Array.from({ length: scenario.processes }, () => new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE }));
  // pool.end() resolves before its sockets close; the forced DROP DATABASE may then kill them.
  for (const pool of pools) pool.on('error', () => undefined);
  const stores = pools.map((pool) => counted(new PostgresEventStore(pool), tally));
  try {
    await Promise.all(pools.map((pool) => Promise.all(Array.from({ length: POOL_SIZE }, () => pool.query('SELECT 1')))));
    for (const pool of pools) pool.on('connect', () => (tally.connections += 1));

    const deadline = Date.now() + DURATION_MS;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: scenario.writers }, async (_, writer) => {
        const store = stores[writer % stores.length]!;
        const streamId = scenario.sharedStream ? `counter-${label}` : `counter-${label}-${writer}`;
        while (Date.now() < deadline) {
          try {
            await executeCommand(
              store,
              { streamId, decider, parse: parseCounterEvent, command: { type: 'Count' } },
              { commandId: randomUUID(), userId: null },
            );
            tally.accepted += 1;
          } catch (error) {
            // A conflict the handler gave up on is the request's 409: counted, not fatal.
            if (!(error instanceof WrongExpectedVersionError) && !isDomainError(error)) throw error;
            tally.failed += 1;
          }
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return [
      scenario.name,
      (tally.accepted / seconds).toFixed(0),
      String(tally.accepted),
      String(tally.failed),
      String(tally.conflicts),
      String(tally.connections),
      (tally.eventsRead / Math.max(tally.accepted, 1)).toFixed(1),
    ];
  } finally {
    await Promise.all(pools.map((pool) => pool.end()));
  }
};

const database = await createFreshDatabase('hot_stream_bench');
try {
  const setup = new PostgresEventStore(database.url);
  await setup.migrate();
  await setup.close();

  const rows: string[][] = [];
  for (const [index, scenario] of scenarios.entries()) rows.push(await run(database.url, scenario, `${index}`));

  const header = ['scenario', 'accepted/s', 'accepted', 'failed (409)', 'conflicts', 'connections opened', 'events read per accepted'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`Node ${process.version}, ${cpus().length} cores; ${DURATION_MS / 1000} s per scenario, pools of ${POOL_SIZE}`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
} finally {
  await database.drop();
}
