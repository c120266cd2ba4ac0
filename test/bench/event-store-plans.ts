/**
 * The plans Postgres picks for every query the event store runs, on a log shaped like the
 * application's: which index each one reads (and so which indexes nothing reads). Queries run
 * through the adapter itself, inside es.try_append too (auto_explain of nested statements), on
 * a fresh database filled with EVENTS events: the read models' event types, a few frequent and
 * many rare, over many small streams and a few long ones. Figures only, no assertions.
 * Run: npx tsx test/bench/event-store-plans.ts
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { EventData, Position } from '../../commands/event-store/port';
import { encodePosition } from '../../commands/event-store/postgres/position';
import { PostgresEventStore } from '../../commands/event-store/postgres/postgres-event-store';
import { allProjections } from '../../projections/read-models';
import { createFreshDatabase } from '../support/fresh-database';

const EVENTS = Number(process.env.EVENTS ?? 200_000);
const BATCH = 500;

/** What most of a log is: registrations, accounts and profiles, event details, notification reads. */
const frequentTypes = [
  'DelegateRegistered',
  'UserRegistered',
  'ProfileUpdated',
  'EventDetailsUpdated',
  'NotificationRead',
  'RegistrationCancelled',
];
/** Every other type a read model reads (catalogues, schools, workspace...), plus one none reads. */
const rareTypes = [
  ...new Set(allProjections.flatMap((projection) => ('eventTypes' in projection.filter ? projection.filter.eventTypes : []))),
  'UnreadEventRecorded',
].filter((type) => !frequentTypes.includes(type));

/**
 * Ten events a transaction, as appends commit them. 98% of the events of a frequent type, by a
 * Zipf-like rank, the rest of the others evenly; streams of up to 20 events, but one event in
 * ten goes to one of 5 long streams.
 */
const fill = async (db: pg.Pool) => {
  // Its own statement: a DO block commits only outside a multi-statement query.
  await db.query(`SET synchronous_commit = off`);
  await db.query(`
    DO $$
    DECLARE
      v_frequent text[] := ${pg.escapeLiteral(`{${frequentTypes.join(',')}}`)};
      v_rare text[] := ${pg.escapeLiteral(`{${rareTypes.join(',')}}`)};
    BEGIN
      FOR chunk IN 0 .. ${EVENTS / 10 - 1} LOOP
        INSERT INTO es.events (event_id, stream_id, stream_revision, type, data, metadata)
        SELECT gen_random_uuid(),
               CASE WHEN n % 10 = 0 THEN 'event-long-' || (n / 10 % 5) ELSE 'user-' || (n / 20) END,
               CASE WHEN n % 10 = 0 THEN n / 50 ELSE n % 20 END,
               CASE WHEN random() < 0.98 THEN v_frequent[1 + floor(power(random(), 2) * array_length(v_frequent, 1))::int]
                    ELSE v_rare[1 + floor(random() * array_length(v_rare, 1))::int] END,
               jsonb_build_object('n', n, 'name', 'Quest for Leadership'), '{"commandId": "c"}'
          FROM generate_series(chunk * 10 + 1, chunk * 10 + 10) AS n;
        COMMIT;
      END LOOP;
    END;
    $$`);
  await db.query(`RESET synchronous_commit`);
};

const anEvent = (type = 'DelegateRegistered'): EventData => ({ id: randomUUID(), type, data: { n: 1 }, metadata: {} });

const database = await createFreshDatabase('es_plans');
const pool = new pg.Pool({ connectionString: database.url, max: 1 });
pool.on('error', () => undefined);
let label = '';
const plans: Array<{ label: string; plan: string }> = [];
pool.on('connect', (client) => {
  client.on('notice', (notice) => {
    const text = notice.message ?? '';
    if (text.includes('Query Text:')) plans.push({ label, plan: text });
  });
});
try {
  const store = new PostgresEventStore(pool);
  await store.migrate();
  await fill(pool);
  await pool.query('VACUUM ANALYZE es.events');
  await pool.query(`LOAD 'auto_explain'`);
  await pool.query(`SET auto_explain.log_min_duration = 0`);
  await pool.query(`SET auto_explain.log_nested_statements = on`);
  await pool.query(`SET client_min_messages = log`);

  const run = async (what: string, call: () => Promise<unknown>) => {
    label = what;
    await call().catch((error: unknown) => error);
  };
  const {
    rows: [half],
  } = await pool.query(`SELECT transaction_id, global_position FROM es.events ORDER BY global_position OFFSET $1 LIMIT 1`, [EVENTS / 2]);
  const middle: Position = encodePosition(half.transaction_id, half.global_position);
  const [longest] = await store.readStream('event-long-2', { direction: 'backwards', maxCount: 1 });
  plans.length = 0;

  await run('readStream forwards (a fold catching up)', () => store.readStream('event-long-1', { fromRevision: longest!.revision - 20n }));
  await run('readStream backwards', () => store.readStream('user-7', { direction: 'backwards', maxCount: 1 }));
  await run('headPosition', () => store.headPosition());
  await run(`readAll unfiltered from the middle, ${BATCH}`, () => store.readAll({ fromPosition: middle, maxCount: BATCH }));
  for (const projection of [allProjections[0]!, allProjections.find((each) => each.name === 'registrations_list')!]) {
    const types = 'eventTypes' in projection.filter ? projection.filter.eventTypes : [];
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM es.events WHERE type = ANY($1)`, [types]);
    console.log(`${projection.name} reads ${rows[0].n} of ${EVENTS} events`);
    await run(`readAll by ${projection.name}'s types from the start, ${BATCH} (rebuild, check)`, () =>
      store.readAll({ maxCount: BATCH, filter: projection.filter }),
    );
    await run(`readAll by ${projection.name}'s types from the middle, ${BATCH}`, () =>
      store.readAll({ fromPosition: middle, maxCount: BATCH, filter: projection.filter }),
    );
  }
  await run('readAll by stream prefix (tests only)', () => store.readAll({ maxCount: BATCH, filter: { streamPrefixes: ['user-7'] } }));
  const streamId = `user-${randomUUID()}`;
  const batch = [anEvent(), anEvent()];
  await run('append creating a stream', () => store.appendToStream(streamId, batch, { expectedRevision: 'no_stream' }));
  await run('append at an exact revision', () =>
    store.appendToStream('event-long-2', [anEvent()], { expectedRevision: longest!.revision }),
  );
  await run('append with any', () => store.appendToStream('event-long-3', [anEvent()]));
  await run('append of a batch to a long stream', () => store.appendToStream('event-long-4', [anEvent(), anEvent(), anEvent()]));
  await run('append refused: stale revision', () => store.appendToStream(streamId, [anEvent()], { expectedRevision: 'no_stream' }));
  await run('append of a stored batch (a retry)', () => store.appendToStream(streamId, batch));
  await run('append reusing an id', () => store.appendToStream(streamId, [anEvent(), batch[0]!]));

  for (const { label: what, plan } of plans) {
    // The plan without auto_explain's header, one line per node, indexes named.
    const lines = plan.split('\n').filter((line) => !line.startsWith('Query Text') && line.trim() !== '');
    const text =
      plan
        .match(/Query Text: ([\s\S]*?)\n[A-Z]/)?.[1]
        ?.replace(/\s+/g, ' ')
        .slice(0, 110) ?? '';
    console.log(`\n## ${what}\n   ${text}`);
    for (const line of lines.filter((each) => !each.startsWith('duration'))) console.log(`   ${line}`);
  }
} finally {
  await pool.end();
  await database.drop();
}
