/**
 * A popular conference opens: 1,000 distinct students press Register at once for an event
 * with 500 seats, through the HTTP API of a real server process on a fresh database.
 * Prints accepted, refused, duplicates, seats left and wall time, and checks the read model
 * against the stored events. Run: npm run bench:hot-registration
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../api/config';
import { runEventCommand } from '../../commands/events/event-commands';
import { createVault } from '../../commands/event-store/personal-data-vault';
import { loadSchoolDirectory } from '../../commands/schools/school-directory-commands';
import { registerUser } from '../../commands/users/register-user';
import { addDays, uaeDateOf } from '@domain/events/event-dates';
import { openStores } from '../../ops/system';
import { createFreshDatabase } from '../support/fresh-database';
import { runScript, startServerProcess } from '../support/server-process';
import { inBatches, tokenFor } from './bench-support';

const SEATS = Number(process.env.SEATS ?? 500);
const PEOPLE = Number(process.env.PEOPLE ?? 1_000);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

const database = await createFreshDatabase('bench');
const env = { DATABASE_URL: database.url, JWT_SECRET: SECRET, REDIS_PREFIX: `bench:${database.name}:`, SEED_DEMO_SUPERUSER: 'false' };
await runScript('ops/migrate.ts', env);
await runScript('ops/seed.ts', env);
const { store, db } = await openStores(loadConfig(env));
const sql = new pg.Pool({ connectionString: database.url, max: 2 });
try {
  console.log(`Setting up ${PEOPLE} students and an approved event with ${SEATS} seats...`);
  const setupStarted = Date.now();
  const userIds: string[] = [];
  const vault = createVault(db);
  await inBatches(
    Array.from({ length: PEOPLE }, (_, index) => index),
    8,
    async (index) => {
      const { userId } = await registerUser(
        { store, vault, now: new Date() },
        { email: `bench-${index}@gmail.com`, password: 'bench-password', role: 'student', globalRole: 'user', emailVerified: true },
        { commandId: randomUUID(), userId: null },
      );
      userIds.push(userId);
    },
  );
  const school = [...(await loadSchoolDirectory(store)).schools.keys()][0]!;
  const eventId = randomUUID();
  const today = uaeDateOf(new Date());
  const at = new Date().toISOString();
  const details = {
    name: 'Hot Registration MUN',
    description: 'A popular conference',
    startDate: addDays(today, 10),
    endDate: addDays(today, 12),
    numberOfSeats: SEATS,
    feesPerDelegate: 100,
    website: 'https://hot.example.org',
    instagram: '@hot',
  };
  const images = { coverImage: '/uploads/none.png', logoImage: '/uploads/none.png' };
  const system = { commandId: randomUUID(), userId: null };
  await runEventCommand(
    store,
    eventId,
    {
      type: 'CreateEvent',
      eventId,
      organiserId: randomUUID(),
      details,
      images,
      place: { schoolId: school, localityId: null },
      by: 'bench',
      at,
    },
    system,
  );
  await runEventCommand(
    store,
    eventId,
    { type: 'ChangeEventStatus', to: 'approved', by: 'bench', at },
    { ...system, commandId: randomUUID() },
  );

  const server = await startServerProcess(env, 180_000);
  console.log(`Set up in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s; server at ${server.url}`);
  try {
    const answers = new Map<number, number>();
    const messages = new Map<string, number>();
    const latencies: number[] = [];
    const started = Date.now();
    await Promise.all(
      userIds.map(async (userId) => {
        const sent = Date.now();
        const response = await fetch(`${server.url}/api/v1/registerations/event-registration-student/${userId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenFor(SECRET, userId)}` },
          body: JSON.stringify({ eventId, mun_experience: '1', food_pref: 'Vegetarian' }),
        });
        const body = (await response.json()) as { message: string };
        latencies.push(Date.now() - sent);
        answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
        if (response.status !== 201) messages.set(body.message, (messages.get(body.message) ?? 0) + 1);
      }),
    );
    const wall = Date.now() - started;
    latencies.sort((a, b) => a - b);
    const stored = await sql.query<{ user_id: string }>(
      `SELECT data->>'userId' AS user_id FROM es.events WHERE stream_id = $1 AND type = 'DelegateRegistered'`,
      [`event-${eventId}`],
    );
    // The read model follows the events on its own: give it a moment to catch up, then compare.
    const readModelCount = async () =>
      Number(
        (
          await sql.query<{ count: string }>(
            `SELECT count(*) FROM rm_registrations_list.registrations WHERE event_id = $1 AND status = 'registered'`,
            [eventId],
          )
        ).rows[0]!.count,
      );
    const caughtUpBy = Date.now() + 30_000;
    while ((await readModelCount()) !== stored.rows.length && Date.now() < caughtUpBy)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const readModel = { rows: [{ count: String(await readModelCount()) }] };
    const duplicates = stored.rows.length - new Set(stored.rows.map((row) => row.user_id)).size;
    const accepted = answers.get(201) ?? 0;
    console.log('');
    console.log(`people: ${PEOPLE}, seats: ${SEATS}`);
    console.log(`accepted (201): ${accepted}`);
    console.log(`refused: ${PEOPLE - accepted} ${JSON.stringify(Object.fromEntries(messages))}`);
    console.log(`answers by status: ${JSON.stringify(Object.fromEntries(answers))}`);
    console.log(`registrations stored: ${stored.rows.length}, duplicates: ${duplicates}, seats left: ${SEATS - stored.rows.length}`);
    console.log(
      `read model registered rows: ${readModel.rows[0]!.count} (${Number(readModel.rows[0]!.count) === stored.rows.length ? 'matches' : 'DIFFERS FROM'} the events)`,
    );
    console.log(
      `wall time for all ${PEOPLE} answers: ${wall} ms; latency p50 ${latencies[Math.floor(latencies.length / 2)]} ms, p99 ${latencies[Math.floor(latencies.length * 0.99)]} ms`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await sql.end();
  await store.close();
  await db.end();
  await database.drop();
}
