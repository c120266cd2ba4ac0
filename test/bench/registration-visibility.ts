/**
 * A registration rush, as the delegate tables see it: registrations over HTTP at a fixed rate
 * (each with its Idempotency-Key), and for each acknowledged one (201) the time from the
 * acknowledgement to its row's appearance in the registrations list read model, plus the HTTP
 * answer times, the answers that were errors or whose route wait gave up, and the rows still not
 * visible VISIBLE_WAIT s after the last acknowledgement.
 *
 * Per checkout: a fresh database migrated and seeded by the ops scripts, then students with
 * complete profiles and approved events made through that checkout's commands (set-up not
 * measured). Per run: two real server processes of that checkout (ROLE=all with every read model
 * and reactor, and ROLE=api; SERVERS=1 for the first only), the registrations alternating between
 * them, spread over fresh events so that each event takes EVENT_RATE a second (default 10: the
 * rate measures the read side, not one hot stream); one shared poller reads, every POLL_MS (5),
 * the acknowledged rows not yet seen, by primary key. The route waits (at most
 * PROJECTION_WAIT_MS, 5 s) for the registrations list among other read models and does not say
 * when that wait gave up: it answers anyway, 201 with the row not yet in the list (counted as
 * answered before visible), or 500 when the read model its answer is read from lags too (as at
 * 33fcd6a; the servers' logged errors are printed). Either answer takes 5 s or more (counted).
 *
 * POOL_ALL=8, POOL_API=5: DATABASE_POOL_SIZE of the two servers.
 * RATE=50,100,200,500 (default: each in turn), DURATION=60 (s), ROUNDS=1, SMOKE=1 (RATE=50,
 * DURATION=5), CHECKOUT=/path/to/another/checkout (an older commit of this repository, with its
 * node_modules): each rate runs ROUNDS times on each checkout, alternating which goes first, then
 * the medians over the rounds and the ratio this/other are printed. Prints the load average
 * before and after each run. Run: npm run bench:visibility
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScript, startServerProcess, type ServerProcess } from '../support/server-process';
import { atFixedRate, BENCH_SECRET, loadAverage, percentile, seededDatabase, tokenFor } from './bench-support';
import { watchRegistrations } from './visibility-poller';

const SMOKE = process.env.SMOKE === '1';
const RATES = (process.env.RATE ?? (SMOKE ? '50' : '50,100,200,500')).split(',').map(Number);
const DURATION_S = Number(process.env.DURATION ?? (SMOKE ? 5 : 60));
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const EVENT_RATE = Number(process.env.EVENT_RATE ?? 10);
const SERVERS = Number(process.env.SERVERS ?? 2);
const POLL_MS = Number(process.env.POLL_MS ?? 5);
const VISIBLE_WAIT_S = Number(process.env.VISIBLE_WAIT ?? 30);
const WAIT_LIMIT_MS = 5_000;
// Two servers and this process share a Postgres that others use too (max_connections 100).
const POOL_SIZES = { all: process.env.POOL_ALL ?? '8', api: process.env.POOL_API ?? '5' };

const eventsPerRun = (rate: number) => Math.ceil(rate / EVENT_RATE);
// Registration i goes to event i mod E by student floor(i / E): one registration per student and event.
const STUDENTS = Math.max(...RATES.map((rate) => Math.ceil((rate * DURATION_S) / eventsPerRun(rate))));
const EVENTS = RATES.reduce((sum, rate) => sum + eventsPerRun(rate), 0) * ROUNDS;

interface Checkout {
  root: string;
  name: string;
}
const checkoutAt = (root: string): Checkout => {
  if (!existsSync(join(root, 'node_modules', 'tsx'))) throw new Error(`${root} is not a checkout with its node_modules`);
  const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD']).toString().trim();
  return { root, name: `${basename(root)}@${commit}` };
};
const here = checkoutAt(resolve(fileURLToPath(new URL('../../', import.meta.url))));
const other = process.env.CHECKOUT ? checkoutAt(resolve(process.env.CHECKOUT)) : null;
// Results are kept by name: the same commit checked out twice still gives two.
const checkouts = other ? [here, other.name === here.name ? { ...other, name: `${other.name} (CHECKOUT)` } : other] : [here];

/** A checkout's database, seeded once; each run takes fresh events from it. */
const prepare = async (checkout: Checkout, disposals: Array<() => Promise<void>>) => {
  const database = await seededDatabase({ DATABASE_POOL_SIZE: '4' }, checkout.root);
  disposals.push(database.dispose);
  const output = join(tmpdir(), `registration-visibility-${randomUUID()}.json`);
  const seed = fileURLToPath(new URL('./registration-visibility-seed.ts', import.meta.url));
  const shape = { STUDENTS: String(STUDENTS), EVENTS: String(EVENTS), SEATS: String(STUDENTS) };
  await runScript(seed, { ...database.env, ...shape, SEED_OUTPUT: output }, checkout.root);
  const seeded = JSON.parse(await readFile(output, 'utf8')) as { studentIds: string[]; eventIds: string[] };
  await rm(output);
  return { ...checkout, database, ...seeded };
};
type Prepared = Awaited<ReturnType<typeof prepare>>;

const summaryOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? NaN };
};
type Summary = ReturnType<typeof summaryOf>;
const ms = (value: number) =>
  !Number.isFinite(value) ? '–' : Number.isInteger(value) ? String(value) : value.toFixed(value < 100 ? 1 : 0);
const line = (summary: Summary) => `p50 ${ms(summary.p50)}  p90 ${ms(summary.p90)}  p99 ${ms(summary.p99)}  max ${ms(summary.max)} ms`;

/** The distinct errors the servers logged (pino lines of level 50 and above), with their counts. */
const loggedErrors = (servers: ServerProcess[]) => {
  const counts = new Map<string, number>();
  for (const line of servers.flatMap((server) => server.output().split('\n'))) {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      const error = (entry.err?.message ?? entry.msg ?? '').slice(0, 120);
      if ((entry.level ?? 0) >= 50) counts.set(error, (counts.get(error) ?? 0) + 1);
    } catch {
      // not a log line
    }
  }
  return counts;
};

const measure = async (checkout: Prepared, rate: number) => {
  const events = checkout.eventIds.splice(0, eventsPerRun(rate));
  const total = rate * DURATION_S;
  const env = { ...checkout.database.env, PROJECTION_WAIT_MS: String(WAIT_LIMIT_MS) };
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServerProcess({ ...env, ROLE: 'all', DATABASE_POOL_SIZE: POOL_SIZES.all }, 300_000, undefined, checkout.root));
    if (SERVERS > 1)
      servers.push(
        await startServerProcess({ ...env, ROLE: 'api', DATABASE_POOL_SIZE: POOL_SIZES.api }, 300_000, undefined, checkout.root),
      );
    // The reactors may still be working off the set-up or the previous run.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const loadBefore = loadAverage();
    const poller = await watchRegistrations(checkout.database.url, POLL_MS);
    const answers = new Map<string, number>();
    const tally = (answer: string) => answers.set(answer, (answers.get(answer) ?? 0) + 1);
    const answerTimes: number[] = [];
    const acknowledged = new Map<string, { sentAt: number; ackedAt: number }>();

    const register = async (index: number) => {
      const eventId = events[index % events.length]!;
      const userId = checkout.studentIds[Math.floor(index / events.length)]!;
      const server = servers[index % servers.length]!;
      const sentAt = performance.now();
      try {
        const response = await fetch(`${server.url}/api/v1/registerations/event-registration-student/${userId}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokenFor(BENCH_SECRET, userId)}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            eventId,
            mun_experience: '1',
            food_pref: 'Vegetarian',
            emergency_name: 'Bench Contact',
            emergency_phone: '+971 50 650 5005',
          }),
        });
        const text = await response.text();
        const ackedAt = performance.now();
        answerTimes.push(ackedAt - sentAt);
        const body = (() => {
          try {
            return JSON.parse(text) as { message?: string; data?: { id?: string } };
          } catch {
            return {};
          }
        })();
        const id = response.status === 201 ? body.data?.id : undefined;
        tally(id ? '201' : `${response.status} ${body.message ?? text.slice(0, 80)}`);
        if (id) {
          acknowledged.set(id, { sentAt, ackedAt });
          poller.acknowledged(id);
        }
      } catch (error) {
        tally(`no answer: ${(error as Error).message}`);
      }
    };

    const { sentIn, answeredIn } = await atFixedRate(rate, total, register);
    await poller.allVisible(VISIBLE_WAIT_S * 1_000);
    await poller.stop();
    const loadAfter = loadAverage();
    const ackToVisible: number[] = [];
    const sentToVisible: number[] = [];
    for (const [id, { sentAt, ackedAt }] of acknowledged) {
      const visibleAt = poller.visibleAt.get(id);
      if (visibleAt === undefined) continue;
      ackToVisible.push(visibleAt - ackedAt);
      sentToVisible.push(visibleAt - sentAt);
    }
    return {
      total,
      sentIn,
      answeredIn,
      answers,
      acknowledged: acknowledged.size,
      errors: total - acknowledged.size,
      answerTimes: summaryOf(answerTimes),
      ackToVisible: summaryOf(ackToVisible),
      sentToVisible: summaryOf(sentToVisible),
      answeredBeforeVisible: poller.answeredBeforeVisible.size,
      slowAnswers: answerTimes.filter((time) => time >= WAIT_LIMIT_MS).length,
      notVisible: poller.notVisible(),
      looks: poller.looks(),
      loggedErrors: loggedErrors(servers),
      loadBefore,
      loadAfter,
    };
  } finally {
    for (const server of servers) await server.stop();
  }
};
type Result = Awaited<ReturnType<typeof measure>>;

const report = (checkout: Checkout, rate: number, round: number, result: Result) => {
  console.log('');
  console.log(`${rate}/s for ${DURATION_S} s on ${checkout.name}, round ${round} of ${ROUNDS}`);
  console.log(`  load average before ${result.loadBefore}, after ${result.loadAfter}`);
  console.log(
    `  sent ${result.total} in ${(result.sentIn / 1000).toFixed(1)} s, all answered after ${(result.answeredIn / 1000).toFixed(1)} s: ${JSON.stringify(Object.fromEntries(result.answers))}`,
  );
  console.log(`  HTTP answer      ${line(result.answerTimes)}`);
  console.log(`  ack → visible    ${line(result.ackToVisible)}  (${result.acknowledged} acknowledged, ${result.looks} looks)`);
  console.log(`  sent → visible   ${line(result.sentToVisible)}`);
  if (result.loggedErrors.size > 0) console.log(`  the servers logged: ${JSON.stringify(Object.fromEntries(result.loggedErrors))}`);
  console.log(
    `  errors ${result.errors}; route waits given up: ${result.answeredBeforeVisible} answered before the row was in the list, ${result.slowAnswers} answers (201 or not) in ≥ ${WAIT_LIMIT_MS} ms; not visible ${VISIBLE_WAIT_S} s after the last ack: ${result.notVisible}`,
  );
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const figures = {
  'HTTP p50': (result: Result) => result.answerTimes.p50,
  'HTTP p99': (result: Result) => result.answerTimes.p99,
  'ack→visible p50': (result: Result) => result.ackToVisible.p50,
  'ack→visible p99': (result: Result) => result.ackToVisible.p99,
  'ack→visible max': (result: Result) => result.ackToVisible.max,
  'sent→visible p99': (result: Result) => result.sentToVisible.p99,
  errors: (result: Result) => result.errors,
  'acked before visible': (result: Result) => result.answeredBeforeVisible,
  'answers ≥ 5 s': (result: Result) => result.slowAnswers,
  'not visible': (result: Result) => result.notVisible,
};

const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? (a / b).toFixed(2) : '–');

/** Per rate, each checkout's median over its rounds, and this checkout's over the other's. */
const compare = (results: Map<number, Map<string, Result[]>>) => {
  console.log('');
  console.log(`Medians over ${ROUNDS} round(s) (ms, or counts); ratio = ${checkouts[0]!.name} / ${checkouts[1]?.name ?? '–'}`);
  for (const [rate, byCheckout] of results) {
    console.log(`${rate}/s:`);
    const medians = checkouts.map(({ name }) => Object.values(figures).map((figure) => median((byCheckout.get(name) ?? []).map(figure))));
    const names = Object.keys(figures);
    for (const [index, { name }] of checkouts.entries())
      console.log(`  ${name.padEnd(30)} ${names.map((figure, at) => `${figure} ${ms(medians[index]![at]!)}`).join(' · ')}`);
    if (checkouts.length === 2)
      console.log(
        `  ${'ratio'.padEnd(30)} ${names.map((figure, at) => `${figure} ${ratio(medians[0]![at]!, medians[1]![at]!)}`).join(' · ')}`,
      );
  }
};

const disposals: Array<() => Promise<void>> = [];
try {
  console.log(
    `Rates ${RATES.join(', ')}/s for ${DURATION_S} s, ${ROUNDS} round(s), on ${checkouts.map(({ name }) => name).join(' and ')}; ` +
      `${STUDENTS} students and ${EVENTS} events of ${STUDENTS} seats per checkout; ${EVENT_RATE}/s per event; ${SERVERS} server(s)`,
  );
  const setupStarted = Date.now();
  const prepared: Prepared[] = [];
  for (const checkout of checkouts) prepared.push(await prepare(checkout, disposals));
  console.log(`Set up in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s; load average ${loadAverage()}`);

  const results = new Map<number, Map<string, Result[]>>();
  for (const rate of RATES) {
    const byCheckout = new Map<string, Result[]>();
    results.set(rate, byCheckout);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const checkout of round % 2 === 1 ? prepared : [...prepared].reverse()) {
        const result = await measure(checkout, rate);
        report(checkout, rate, round, result);
        byCheckout.set(checkout.name, [...(byCheckout.get(checkout.name) ?? []), result]);
      }
    }
  }
  if (ROUNDS > 1 || checkouts.length > 1) compare(results);
} finally {
  for (const dispose of disposals) await dispose();
}
