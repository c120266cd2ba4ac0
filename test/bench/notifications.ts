/**
 * Real-time notifications under load: 1,000 sockets across two real API processes (one runs
 * everything, ROLE=all; the other only the API, ROLE=api) on one database and one Redis; 200
 * commands a second for 30 s over HTTP, spread over both: organisers change their events
 * (each tells the event's 4 registered delegates) and, one command in ten, the super user
 * flags or approves again an event (tells its organiser). Prints the append→delivered latency
 * (the stored event's time to the socket's receipt), lost, misdirected and duplicated
 * notifications. SPLIT=1 runs the projectors and reactors in a third process that serves
 * nobody. SERVER_NODE_OPTIONS (e.g. --cpu-prof) goes to the servers alone. SECONDS and RATE
 * change the load. Run: npm run bench:notifications
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../api/config';
import { createVault } from '../../commands/event-store/personal-data-vault';
import { eventIdFor } from '../../commands/handler/event-ids';
import { openStores } from '../../ops/system';
import { commandIdFor } from '../../api/lib/command-context';
import { notificationIdOf } from '../../projections/notifications/notifications-projection';
import { openTestSocket, type TestSocket } from '../support/socket-client';
import { startServerProcess } from '../support/server-process';
import { atFixedRate, BENCH_SECRET as SECRET, inBatches, loadAverage, percentile, seededDatabase, tokenFor } from './bench-support';
import { setUpConferences } from './notifications-setup';

const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 30);
const SPLIT = process.env.SPLIT === '1';
// 20 organisers + 800 delegates + 180 bystanders = 1,000 sockets (ORGANISERS and BYSTANDERS shrink it for a trial run).
const SHAPE = {
  organisers: Number(process.env.ORGANISERS ?? 20),
  eventsPerOrganiser: 10,
  delegatesPerEvent: 4,
  bystanders: Number(process.env.BYSTANDERS ?? 180),
};
// Two servers and this process share a Postgres that others use too (max_connections 100):
// at most 8 + 8 + 2 listeners for the first, 5 + 5 + 1 for the second, 5 here.
const POOL_SIZES = { all: process.env.POOL_SIZE_ALL ?? '8', api: process.env.POOL_SIZE_API ?? '5' };

const database = await seededDatabase({ DATABASE_POOL_SIZE: '2' });
const env = database.env;
const serverEnv = { ...env, ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}) };
const { store, db } = await openStores(loadConfig(env));
const sql = new pg.Pool({ connectionString: database.url, max: 1 });
const servers: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];
const sockets: TestSocket[] = [];
try {
  console.log('Setting up organisers, events, delegates and bystanders...');
  const setupStarted = Date.now();
  const world = await setUpConferences({ store, vault: createVault(db) }, SHAPE);
  const start = (role: 'all' | 'api') => startServerProcess({ ...serverEnv, ROLE: role, DATABASE_POOL_SIZE: POOL_SIZES[role] }, 300_000);
  // SPLIT=1: the projectors and reactors in a process of their own that no request or socket
  // reaches (ROLE=all), both API processes ROLE=api, as a scaled deployment runs.
  if (SPLIT) servers.push(await start('all'));
  // Requests and sockets go to these two.
  const apis = [await start(SPLIT ? 'api' : 'all'), await start('api')];
  servers.push(...apis);
  // The set-up's own notifications (approvals) are pushed before anyone listens.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  console.log(
    `Set up in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s; servers at ${servers.map((server) => server.url).join(', ')}`,
  );

  // One socket per person, alternating between the two instances.
  const listeners = [...world.organiserIds, ...world.events.flatMap((event) => event.delegateIds), ...world.bystanders];
  const received = new Map<string, Array<{ id: string; latency: number }>>();
  await inBatches(listeners, 50, async (userId, index) => {
    const socket = await openTestSocket(apis[index % 2]!.url, tokenFor(SECRET, userId));
    if (!socket.opened) throw new Error(`socket of ${userId} refused`);
    socket.join(userId);
    await socket.next((frame) => frame.event === 'room_joined', 30_000);
    received.set(userId, []);
    socket.onNotification = (frame) => {
      if (!frame.data.missed) received.get(userId)!.push({ id: frame.data.id, latency: Date.now() - Date.parse(frame.data.timestamp) });
    };
    sockets.push(socket);
  });
  console.log(`${sockets.length} sockets joined their rooms`);

  const expected = new Map<string, Set<string>>();
  const expectFor = (userId: string, id: string) => expected.set(userId, (expected.get(userId) ?? new Set()).add(id));
  const statusOf = new Map(world.events.map((event) => [event.eventId, 'approved']));
  const answers = new Map<number, number>();
  const httpLatencies: number[] = [];
  const total = RATE * SECONDS;
  let maxConnections = 0;
  const watchConnections = setInterval(() => {
    void sql.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity').then(
      (r) => (maxConnections = Math.max(maxConnections, r.rows[0]!.n)),
      () => {},
    );
  }, 1_000);

  const command = (index: number) => {
    const event = world.events[index % world.events.length]!;
    const key = randomUUID();
    const flip = index % 10 === 9;
    const to = statusOf.get(event.eventId) === 'approved' ? 'flagged' : 'approved';
    if (flip) statusOf.set(event.eventId, to);
    const [route, body, userId] = flip
      ? ['/api/v1/events/update-event-status/:id', { status: to }, world.superUserId]
      : ['/api/v1/events/update-event/:id', { description: `Bench change ${index}` }, event.organiserUserId];
    const path = route.replace(':id', event.eventId);
    const token = flip ? tokenFor(SECRET, userId, 'superuser') : tokenFor(SECRET, userId);
    // The server makes the command id of the caller, the route and the body (api/lib/command-context).
    const commandId = commandIdFor({ accountId: userId, method: 'PATCH', route, params: { id: event.eventId }, body, query: {} }, key);
    const sourceId = eventIdFor(commandId, `event-${event.eventId}`, 0);
    const sent = Date.now();
    return fetch(`${apis[index % 2]!.url}${path}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify(body),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        httpLatencies.push(Date.now() - sent);
        answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
        if (response.status !== 200) return;
        if (flip) expectFor(event.organiserUserId, notificationIdOf(sourceId, 'event_status_updated', event.organiserUserId));
        else
          for (const userId of event.delegateIds)
            expectFor(userId, notificationIdOf(sourceId, 'event_updated_for_registered_users', userId));
      },
      () => {
        // No answer (a machine too loaded to connect): counted as status 0, and nothing expected of it.
        answers.set(0, (answers.get(0) ?? 0) + 1);
      },
    );
  };

  console.log(`Sending ${total} commands at ${RATE}/s...`);
  const { sentIn: sendingTook, answeredIn: answeredBy } = await atFixedRate(RATE, total, command);
  // Lost means never delivered: wait until every expected notification arrived, or none arrived for 10 s.
  const deliveredSoFar = () => [...received.values()].reduce((sum, items) => sum + items.length, 0);
  const expectedSoFar = () => [...expected.values()].reduce((sum, ids) => sum + ids.size, 0);
  for (let last = -1, quietSince = Date.now(); deliveredSoFar() < expectedSoFar() && Date.now() - quietSince < 10_000;) {
    if (deliveredSoFar() !== last) [last, quietSince] = [deliveredSoFar(), Date.now()];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // for any duplicate or stray notification
  clearInterval(watchConnections);

  let delivered = 0;
  let lost = 0;
  let misdirected = 0;
  let duplicated = 0;
  const latencies: number[] = [];
  for (const userId of listeners) {
    const wanted = expected.get(userId) ?? new Set<string>();
    const seen = new Map<string, number>();
    for (const { id, latency } of received.get(userId) ?? []) {
      seen.set(id, (seen.get(id) ?? 0) + 1);
      if (!wanted.has(id)) misdirected += 1;
      else if (seen.get(id) === 1) latencies.push(latency);
    }
    for (const id of wanted) seen.has(id) ? (delivered += 1) : (lost += 1);
    for (const count of seen.values()) duplicated += Math.max(0, count - 1);
  }
  latencies.sort((a, b) => a - b);
  httpLatencies.sort((a, b) => a - b);
  const expectedCount = [...expected.values()].reduce((sum, ids) => sum + ids.size, 0);
  console.log('');
  console.log(
    `sockets: ${sockets.length} (${Math.ceil(sockets.length / 2)} on each of 2 API processes); pools ${JSON.stringify(POOL_SIZES)}`,
  );
  console.log(
    `commands: ${total} sent in ${(sendingTook / 1000).toFixed(1)} s (${((total * 1000) / sendingTook).toFixed(0)}/s), all answered after ${(answeredBy / 1000).toFixed(1)} s; answers ${JSON.stringify(Object.fromEntries(answers))}`,
  );
  console.log(`command latency (HTTP): p50 ${percentile(httpLatencies, 0.5)} ms, p99 ${percentile(httpLatencies, 0.99)} ms`);
  console.log(
    `notifications expected: ${expectedCount}, delivered: ${delivered}, lost: ${lost}, misdirected: ${misdirected}, duplicated: ${duplicated}`,
  );
  console.log(
    `append→delivered: p50 ${percentile(latencies, 0.5)} ms, p90 ${percentile(latencies, 0.9)} ms, p99 ${percentile(latencies, 0.99)} ms, max ${latencies.at(-1)} ms`,
  );
  console.log(`Postgres connections (whole server) at most: ${maxConnections}; load average: ${loadAverage()}`);
} finally {
  for (const socket of sockets) socket.close();
  for (const server of servers) await server.stop();
  await sql.end();
  await store.close();
  await db.end();
  await database.dispose();
}
