/**
 * One hot stream written from two processes: this project's command handler against Emmett's
 * PostgreSQL event store (`@event-driven-io/emmett-postgresql`) used bare, and this project's
 * store used bare the same way. 16 writers, alternating between two pools of 16 (as two processes
 * would have), each command a single event decided on the folded stream (a counter). Bare: read
 * the stream, fold, append with the expected version, and on a conflict read again at once (up to
 * 100 attempts, as the handler's bound). Sides interleaved, `ROUNDS` rounds of `SECONDS` each on
 * fresh streams; medians and ratios, with the machine's load. Figures only, no assertions.
 * Run: npm run bench:emmett
 */
import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import pg from 'pg';
import { WrongExpectedVersionError, type EventStore } from '../../commands/event-store/port';
import { PostgresEventStore } from '../../commands/event-store/postgres/postgres-event-store';
import { executeCommand } from '../../commands/handler/command-handler';
import { counterDecider, parseCounterEvent } from '../support/counter-decider';
import { createFreshDatabase } from '../support/fresh-database';
import { loadAverage } from './bench-support';

const SECONDS = Number(process.env.SECONDS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const WRITERS = 16;
const POOL_SIZE = 16;
const MAX_ATTEMPTS = 100;
const decider = counterDecider(Number.MAX_SAFE_INTEGER);

interface Tally {
  accepted: number;
  failed: number;
  conflicts: number;
}

/** One writer's command, as a side makes it; resolves to the conflicts it met (NaN: not told), or throws when it gave up. */
type Write = (streamId: string, processIndex: number) => Promise<number>;

interface Side {
  name: string;
  open(databaseUrl: string, pools: pg.Pool[]): Promise<{ write: Write; close(): Promise<void> }>;
}

const throughOurHandler: Side = {
  name: 'this project, through its command handler',
  open: async (_url, pools) => {
    const stores = pools.map((pool) => new PostgresEventStore(pool));
    return {
      write: async (streamId, processIndex) => {
        await executeCommand(
          stores[processIndex]!,
          { streamId, decider, parse: parseCounterEvent, command: { type: 'Count' } },
          { commandId: randomUUID(), userId: null },
        );
        // The handler retries its conflicts inside; it does not tell how many.
        return Number.NaN;
      },
      close: async () => undefined,
    };
  },
};

/** Read, fold, append at the expected revision; again at once on a conflict. */
const bareLoop = async (attempt: () => Promise<'appended' | 'conflict'>) => {
  for (let conflicts = 0; conflicts < MAX_ATTEMPTS; conflicts += 1) {
    if ((await attempt()) === 'appended') return conflicts;
  }
  throw new Error('gave up');
};

const oursBare: Side = {
  name: 'this project, its store bare',
  open: async (_url, pools) => {
    const stores: EventStore[] = pools.map((pool) => new PostgresEventStore(pool));
    return {
      write: (streamId, processIndex) =>
        bareLoop(async () => {
          const store = stores[processIndex]!;
          const events = await store.readStream(streamId);
          const count = events.length;
          try {
            await store.appendToStream(streamId, [{ id: randomUUID(), type: 'Counted', data: { count: count + 1 } }], {
              expectedRevision: count === 0 ? 'no_stream' : BigInt(count - 1),
            });
            return 'appended';
          } catch (error) {
            if (error instanceof WrongExpectedVersionError) return 'conflict';
            throw error;
          }
        }),
      close: async () => undefined,
    };
  },
};

const emmettBare: Side = {
  name: "Emmett's PostgreSQL store, bare",
  open: async (url, pools) => {
    const stores = pools.map((pool) => getPostgreSQLEventStore(url, { connectionOptions: { pooled: true, pool } }));
    return {
      write: (streamId, processIndex) =>
        bareLoop(async () => {
          const store = stores[processIndex]!;
          const { events, currentStreamVersion } = await store.readStream(streamId);
          try {
            await store.appendToStream(streamId, [{ type: 'Counted', data: { count: events.length + 1 } }], {
              expectedStreamVersion: currentStreamVersion,
            });
            return 'appended';
          } catch (error) {
            if (isExpectedVersionConflictError(error)) return 'conflict';
            throw error;
          }
        }),
      close: async () => Promise.all(stores.map((store) => store.close())).then(() => undefined),
    };
  },
};

const sides = [throughOurHandler, oursBare, emmettBare];

const runOnce = async (databaseUrl: string, side: Side, streamId: string) => {
  const pools = [0, 1].map(() => new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE }));
  for (const pool of pools) pool.on('error', () => undefined);
  const opened = await side.open(databaseUrl, pools);
  const tally: Tally = { accepted: 0, failed: 0, conflicts: 0 };
  try {
    await Promise.all(pools.map((pool) => Promise.all(Array.from({ length: POOL_SIZE }, () => pool.query('SELECT 1')))));
    // The first command makes the stream (and Emmett its schema) before the clock starts.
    await opened.write(streamId, 0);
    const deadline = Date.now() + SECONDS * 1000;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        while (Date.now() < deadline) {
          try {
            tally.conflicts += await opened.write(streamId, writer % 2);
            tally.accepted += 1;
          } catch (error) {
            if (!(error instanceof WrongExpectedVersionError) && !(error instanceof Error && error.message === 'gave up')) throw error;
            tally.failed += 1;
          }
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { perSecond: tally.accepted / seconds, ...tally };
  } finally {
    await opened.close();
    await Promise.all(pools.map((pool) => pool.end()));
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const database = await createFreshDatabase('hot_stream_emmett_bench');
try {
  const setup = new PostgresEventStore(database.url);
  await setup.migrate();
  await setup.close();
  console.log(`Load average before: ${loadAverage()}; ${WRITERS} writers on one stream over two pools of ${POOL_SIZE}, ${SECONDS} s a run`);
  const perSide = new Map<string, number[]>(sides.map((side) => [side.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Interleaved, the order turned each round.
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const result = await runOnce(database.url, side, `hot-${round}-${sides.indexOf(side)}-${randomUUID()}`);
      perSide.get(side.name)!.push(result.perSecond);
      console.log(
        `round ${round + 1}: ${side.name.padEnd(44)} ${result.perSecond.toFixed(0).padStart(6)} accepted/s ` +
          `(${result.accepted} accepted, ${result.failed} gave up${Number.isNaN(result.conflicts) ? '' : `, ${result.conflicts} conflicts met`})`,
      );
    }
  }
  const emmett = median(perSide.get(emmettBare.name)!);
  console.log('');
  for (const side of sides) {
    const value = median(perSide.get(side.name)!);
    console.log(
      `median ${side.name.padEnd(44)} ${value.toFixed(0).padStart(6)} accepted/s, ${(value / emmett).toFixed(2)} × Emmett's bare store`,
    );
  }
  console.log(`Load average after: ${loadAverage()}`);
} finally {
  await database.drop();
}
