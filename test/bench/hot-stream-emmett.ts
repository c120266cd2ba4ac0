/**
 * One hot stream written from two processes: this project's command handler against Emmett's
 * PostgreSQL event store (`@event-driven-io/emmett-postgresql`) used bare, and this project's
 * store used bare the same way. 16 writers, half on each of two pools of 16: in two processes
 * with PROCESSES=2 (this program runs the second half in a child of its own), otherwise both in
 * this one; each command a single event decided on the folded stream (a counter). Bare: read
 * the stream, fold, append with the expected version, and on a conflict read again at once (up to
 * 100 attempts, as the handler's bound). Sides interleaved, `ROUNDS` rounds of `SECONDS` each on
 * fresh streams; medians and ratios, with the machine's load. Figures only, no assertions.
 * Run: npm run bench:emmett
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
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
/** PROCESSES=2: the second half of the writers in a process of their own; otherwise on a second pool of this one. */
const OS_PROCESSES = process.env.PROCESSES === '2';
const decider = counterDecider(Number.MAX_SAFE_INTEGER);

interface Tally {
  accepted: number;
  failed: number;
  conflicts: number;
}

/** One writer's command, as a side makes it; resolves to the conflicts it met (NaN: not told), or throws when it gave up. */
type Write = (streamId: string) => Promise<number>;

interface Side {
  name: string;
  open(databaseUrl: string, pool: pg.Pool): Promise<{ write: Write; close(): Promise<void> }>;
}

const throughOurHandler: Side = {
  name: 'this project, through its command handler',
  open: async (_url, pool) => {
    const store = new PostgresEventStore(pool);
    return {
      write: async (streamId) => {
        await executeCommand(
          store,
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
  open: async (_url, pool) => {
    const store: EventStore = new PostgresEventStore(pool);
    return {
      write: (streamId) =>
        bareLoop(async () => {
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
  open: async (url, pool) => {
    const store = getPostgreSQLEventStore(url, { connectionOptions: { pooled: true, pool } });
    return {
      write: (streamId) =>
        bareLoop(async () => {
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
      close: () => store.close(),
    };
  },
};

const sides = [throughOurHandler, oursBare, emmettBare];

/** `writers` writers on one pool of one side, from `startAt` for SECONDS. */
const writeFrom = async (databaseUrl: string, side: Side, streamId: string, writers: number, startAt: number) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  pool.on('error', () => undefined);
  const opened = await side.open(databaseUrl, pool);
  const tally: Tally = { accepted: 0, failed: 0, conflicts: 0 };
  try {
    await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.query('SELECT 1')));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
    const deadline = startAt + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: writers }, async () => {
        while (Date.now() < deadline) {
          try {
            tally.conflicts += await opened.write(streamId);
            tally.accepted += 1;
          } catch (error) {
            if (!(error instanceof WrongExpectedVersionError) && !(error instanceof Error && error.message === 'gave up')) throw error;
            tally.failed += 1;
          }
        }
      }),
    );
    return tally;
  } finally {
    await opened.close();
    await pool.end();
  }
};

/** Half the writers in this process, half in a child process of this program (or, in-process, on a second pool). */
const runOnce = async (databaseUrl: string, side: Side, streamId: string) => {
  // The first command makes the stream (and Emmett its schema) before the clock starts.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const opened = await side.open(databaseUrl, pool);
  try {
    await opened.write(streamId);
  } finally {
    await opened.close();
    await pool.end();
  }
  const startAt = Date.now() + (OS_PROCESSES ? 8_000 : 1_000);
  const other = OS_PROCESSES
    ? childWriters(databaseUrl, side, streamId, startAt)
    : writeFrom(databaseUrl, side, streamId, WRITERS / 2, startAt);
  const tallies = await Promise.all([writeFrom(databaseUrl, side, streamId, WRITERS / 2, startAt), other]);
  const sum = (key: keyof Tally) => tallies.reduce((total, tally) => total + tally[key], 0);
  return { perSecond: sum('accepted') / SECONDS, accepted: sum('accepted'), failed: sum('failed'), conflicts: sum('conflicts') };
};

/** The other half of the writers in a process of its own, which prints its tally as its last line. */
const childWriters = (databaseUrl: string, side: Side, streamId: string, startAt: number) =>
  new Promise<Tally>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, HOT_STREAM_CHILD: JSON.stringify({ databaseUrl, side: side.name, streamId, startAt }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1)!) as Tally) : reject(new Error(`child exited ${code}`)),
    );
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const child = process.env.HOT_STREAM_CHILD;
if (child) {
  const { databaseUrl, side, streamId, startAt } = JSON.parse(child) as {
    databaseUrl: string;
    side: string;
    streamId: string;
    startAt: number;
  };
  console.log(
    JSON.stringify(
      await writeFrom(
        databaseUrl,
        sides.find((one) => one.name === side)!,
        streamId,
        WRITERS / 2,
        startAt,
      ),
    ),
  );
  process.exit(0);
}

const database = await createFreshDatabase('hot_stream_emmett_bench');
try {
  const setup = new PostgresEventStore(database.url);
  await setup.migrate();
  await setup.close();
  const apart = OS_PROCESSES ? 'two processes' : 'two pools of one process';
  console.log(
    `Load average before: ${loadAverage()}; ${WRITERS} writers on one stream, half each in ${apart}, pools of ${POOL_SIZE}, ${SECONDS} s a run`,
  );
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
