/**
 * A school sends a big list: a 10,000-row .xlsx (half the people already have accounts, half
 * are new) imported end to end through the HTTP API of a real server process and its
 * delegate-import worker, until the registrations are in the read model. Prints each phase,
 * rows/s and wall time. Run: npm run bench:import
 *
 * SPLIT=1 runs the back end as a scaled deployment does, one process per role: the API
 * (`ROLE=api`), the projectors (`ROLE=projector`) and the workers with their reactors
 * (`ROLE=worker`), each with its own event loop (and core, where there is one to spare).
 */
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig } from '../../api/config';
import { createVault } from '../../commands/event-store/personal-data-vault';
import { runEventCommand } from '../../commands/events/event-commands';
import { loadSchoolDirectory } from '../../commands/schools/school-directory-commands';
import { inviteUser } from '../../commands/users/invite-user';
import { registerUser } from '../../commands/users/register-user';
import { addDays, uaeDateOf } from '@domain/events/event-dates';
import { openStores } from '../../ops/system';
import { asXlsx, googleFormHeaders, googleFormRow, type Cell } from '../support/sheets/sheet-fixtures';
import { createFreshDatabase } from '../support/fresh-database';
import { IMPORT_QUEUE } from '../../commands/imports/import-jobs';
import { queuePrefix } from '../../commands/jobs/queue-prefix';
import { EMAIL_QUEUE } from '../../projections/reactors/email-queue';
import { runScript, startBackgroundProcess, startServerProcess, type BackgroundProcess } from '../support/server-process';

const ROWS = Number(process.env.ROWS ?? 10_000);
const SPLIT = process.env.SPLIT === '1';
const EXISTING = Math.floor(ROWS / 2);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
// Listed schools whose names match one school each.
const SCHOOLS = ['Dubai College', 'Raffles World Academy', 'Jumeira Baccalaureate School', 'Repton School Dubai'];

const inBatches = async <Item>(items: readonly Item[], size: number, work: (item: Item) => Promise<void>) => {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
};
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

/** Waits until the worker process takes jobs from the import and email queues. */
const workersListening = async (env: { REDIS_PREFIX: string }, processes: readonly BackgroundProcess[]) => {
  const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const queues = [IMPORT_QUEUE, EMAIL_QUEUE].map((name) => new Queue(name, { connection, prefix: queuePrefix(env) }));
  try {
    const deadline = Date.now() + 120_000;
    while ((await Promise.all(queues.map((queue) => queue.getWorkersCount()))).some((count) => count === 0)) {
      const exited = processes.find((started) => started.child.exitCode !== null);
      if (exited) throw new Error(`a background process exited: ${exited.output()}`);
      if (Date.now() > deadline) throw new Error(`the workers did not start: ${processes.map((started) => started.output()).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
    connection.disconnect();
  }
};

const database = await createFreshDatabase('bench');
const env = {
  DATABASE_URL: database.url,
  JWT_SECRET: SECRET,
  REDIS_PREFIX: `bench:${database.name}:`,
  SEED_DEMO_SUPERUSER: 'false',
  ALLOWED_EMAIL_DOMAINS: 'gmail.com,example.com',
};
await runScript('ops/migrate.ts', env);
await runScript('ops/seed.ts', env);
const { store, db } = await openStores(loadConfig(env));
const sql = new pg.Pool({ connectionString: database.url, max: 2 });
try {
  console.log(`Setting up ${EXISTING} existing accounts and an approved event with ${ROWS + 100} seats...`);
  const setupStarted = Date.now();
  const vault = createVault(db);
  // Names as a form's: a few dozen first and last names (usernames are 4 letters of the name and 4 digits).
  const person = (index: number) => ({ email: `bench.person${index}@example.com`, fullName: String(googleFormRow(index)[2]) });
  // Existing people: accounts made the way an earlier import makes them (no password to hash).
  await inBatches(
    Array.from({ length: EXISTING }, (_, index) => index),
    16,
    async (index) => {
      await inviteUser(
        { store, vault, now: new Date() },
        {
          ...person(index),
          role: 'student',
          schoolId: null,
          customSchoolName: 'Somewhere',
          grade: null,
          phone: null,
          invitedFor: { eventId: 'earlier', eventName: 'Earlier MUN' },
          by: 'bench',
        },
        { commandId: `bench-existing-${index}`, userId: null },
      );
    },
  );
  await registerUser(
    { store, vault, now: new Date() },
    { email: 'bench-admin@gmail.com', password: 'bench-password', role: 'teacher', globalRole: 'superuser', emailVerified: true },
    { commandId: randomUUID(), userId: null },
  );
  const school = [...(await loadSchoolDirectory(store)).schools.keys()][0]!;
  const eventId = randomUUID();
  const today = uaeDateOf(new Date());
  const at = new Date().toISOString();
  const details = {
    name: 'Import MUN',
    description: 'A big list',
    startDate: addDays(today, 10),
    endDate: addDays(today, 12),
    numberOfSeats: ROWS + 100,
    feesPerDelegate: 100,
    website: 'https://import.example.org',
    instagram: '@import',
  };
  const system = { commandId: randomUUID(), userId: null };
  await runEventCommand(
    store,
    eventId,
    {
      type: 'CreateEvent',
      eventId,
      organiserId: randomUUID(),
      details,
      images: { coverImage: '/uploads/none.png', logoImage: '/uploads/none.png' },
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

  const rows: Cell[][] = Array.from({ length: ROWS }, (_, index) => {
    const row = googleFormRow(index);
    const { email, fullName } = person(index);
    return [row[0]!, email, fullName, SCHOOLS[index % SCHOOLS.length]!, ...row.slice(4)];
  });
  const file = asXlsx([[...googleFormHeaders], ...rows]);
  const serverEnv = { ...env, ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}) };
  // Split: the projectors first (the API is healthy once they have caught up), the workers beside them.
  const background: BackgroundProcess[] = SPLIT
    ? [startBackgroundProcess({ ...serverEnv, ROLE: 'projector' }), startBackgroundProcess({ ...serverEnv, ROLE: 'worker' })]
    : [];
  // The API only answers the upload and the polls: a small pool leaves Postgres' connections to the others.
  const server = await startServerProcess({ ...serverEnv, ...(SPLIT ? { ROLE: 'api', DATABASE_POOL_SIZE: '4' } : {}) }, 300_000);
  if (SPLIT) await workersListening(env, background);
  console.log(
    `Set up in ${seconds(setupStarted)}; ${ROWS} rows in a ${(file.length / 1024).toFixed(0)} KB .xlsx; ` +
      `${SPLIT ? 'one process per role (api, projector, worker)' : 'one process (ROLE=all)'} at ${server.url}`,
  );
  try {
    const login = await fetch(`${server.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-admin@gmail.com', password: 'bench-password' }),
    });
    const authorization = `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
    const call = async <T>(method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()) as { data: T; message: string };
    };
    const follow = async (importId: string, jobId: string) => {
      let half = false;
      const since = Date.now();
      for (;;) {
        const { data } = await call<{
          state: string;
          progress: number;
          error: string | null;
          report: { counts: Record<string, number> } | null;
        }>('GET', `/api/v1/imports/${importId}/jobs/${jobId}`);
        if (data.state === 'completed' || data.state === 'failed') return data;
        // The import invites new people up to 50 %, then registers everyone.
        if (!half && data.progress >= 50) console.log(`  new people invited after ${seconds(since)}`);
        half ||= data.progress >= 50;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    const started = Date.now();
    const form = new FormData();
    form.append('eventId', eventId);
    form.append('file', new Blob([new Uint8Array(file)]), 'responses.xlsx');
    const uploaded = (await (
      await fetch(`${server.url}/api/v1/registerations/upload-delegates?preview=true`, {
        method: 'POST',
        body: form,
        headers: { authorization },
      })
    ).json()) as {
      data: { importId: string; jobId: string; preview: unknown };
      message: string;
    };
    const preview = uploaded.data.preview ? null : await follow(uploaded.data.importId, uploaded.data.jobId);
    console.log(
      `preview ready after ${seconds(started)}${preview ? ` (followed as a job: ${JSON.stringify(preview.report?.counts)})` : ''}`,
    );
    const applyStarted = Date.now();
    const applied = await call<{ jobId: string }>('POST', `/api/v1/imports/${uploaded.data.importId}/apply`, {});
    const result = await follow(uploaded.data.importId, applied.data.jobId);
    console.log(
      `import job ${result.state} after ${seconds(applyStarted)}: ${JSON.stringify(result.report?.counts)}${result.error ? ` ${result.error}` : ''}`,
    );
    const registered = async () =>
      Number(
        (
          await sql.query<{ count: string }>(
            `SELECT count(*) FROM rm_registrations_list.registrations WHERE event_id = $1 AND status = 'registered'`,
            [eventId],
          )
        ).rows[0]!.count,
      );
    while ((await registered()) < ROWS && Date.now() - started < 600_000) await new Promise((resolve) => setTimeout(resolve, 200));
    const wall = Date.now() - started;
    const count = await registered();
    const users = Number(
      (await sql.query<{ count: string }>(`SELECT count(*) FROM es.events WHERE type = 'UserRegistered'`)).rows[0]!.count,
    );
    console.log('');
    console.log(`rows: ${ROWS} (${EXISTING} existing people, ${ROWS - EXISTING} new)`);
    console.log(`registrations in the read model: ${count}; accounts in the store: ${users} (${EXISTING} before + 1 super user)`);
    console.log(
      `wall time, upload to last registration in the read model: ${(wall / 1000).toFixed(1)} s; ${Math.round((count / wall) * 1000)} rows/s`,
    );
  } finally {
    await server.stop();
    for (const started of background) await started.stop();
  }
} finally {
  await sql.end();
  await store.close();
  await db.end();
  await database.drop();
}
