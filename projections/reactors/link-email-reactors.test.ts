import { randomBytes, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateProjections } from '../runtime/migrate';
import { ProjectionRuntime } from '../runtime/projection-runtime';
import { openFixture, quietLogger, type Fixture } from '../runtime/testing/runtime-fixture';
import {
  EMAIL_QUEUE,
  invitationJobId,
  promotionJobId,
  SEND_INVITATION,
  SEND_PROMOTION,
  SEND_VERIFICATION,
  verificationJobId,
} from './email-queue';
import { createReactors } from './index';
import { INVITATION_ISSUED } from './invitation-email-reactor';
import { VERIFICATION_REQUESTED } from './verification-email-reactor';

let fx: Fixture;
let redis: Redis;
let queue: Queue;

beforeAll(async () => {
  fx = await openFixture();
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  // A prefix of its own: test runs sharing the Redis never see each other's jobs.
  queue = new Queue(EMAIL_QUEUE, { connection: redis, prefix: `test:reactor-${randomBytes(6).toString('hex')}:bull` });
});

afterAll(async () => {
  await queue?.obliterate({ force: true });
  await queue?.close();
  redis?.disconnect();
  await fx?.close();
});

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/** Each kind of link email: the event asking for it, what the job carries (ids and the expiry only, never the address). */
const kinds = [
  {
    reactor: 'reactor_verification_email',
    eventType: VERIFICATION_REQUESTED,
    jobName: SEND_VERIFICATION,
    jobId: verificationJobId,
    event: (userId: string, expiresAt: string) => ({ userId, requestId: randomUUID(), expiresAt, at: new Date().toISOString() }),
    jobData: ({ userId, requestId, expiresAt }: Record<string, unknown>) => ({ userId, requestId, expiresAt }),
  },
  {
    reactor: 'reactor_invitation_email',
    eventType: INVITATION_ISSUED,
    jobName: SEND_INVITATION,
    jobId: invitationJobId,
    event: (userId: string, expiresAt: string) => ({
      userId,
      invitationId: randomUUID(),
      eventId: 'event-1',
      eventName: 'Dubai MUN 2026',
      expiresAt,
      by: 'organiser-1',
      at: new Date().toISOString(),
    }),
    jobData: ({ userId, invitationId, expiresAt }: Record<string, unknown>) => ({ userId, invitationId, expiresAt }),
  },
  {
    // A seat from the waiting list: news of it is sent within a week of the promotion.
    reactor: 'reactor_promotion_email',
    eventType: 'WaitingListPromoted',
    jobName: SEND_PROMOTION,
    jobId: promotionJobId,
    event: (userId: string, expiresAt: string) => ({
      eventId: 'event-1',
      registrationId: randomUUID(),
      userId,
      from: 'waiting',
      to: 'registered',
      by: 'someone-who-cancelled',
      at: new Date(Date.parse(expiresAt) - 7 * 24 * 3_600_000).toISOString(),
    }),
    jobData: ({ userId, eventId, registrationId, at }: Record<string, unknown>) => ({
      userId,
      eventId,
      registrationId,
      expiresAt: new Date(Date.parse(String(at)) + 7 * 24 * 3_600_000).toISOString(),
    }),
  },
];

describe.each(kinds)('$reactor', (kind) => {
  const request = async (userId: string, expiresAt: string) => {
    const event = { id: randomUUID(), type: kind.eventType, data: kind.event(userId, expiresAt) };
    const { position } = await fx.store.appendToStream(`user-${userId}`, [event]);
    return { event, position };
  };

  it('enqueues one job per open request, none for expired ones, and nothing more on replay', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const open = [(await request(alice, hours(24))).event];
    await request(bob, hours(-1)); // expired before the reactor ever saw it
    open.push((await request(bob, hours(24))).event);
    const last = await fx.store.appendToStream(`user-${alice}`, [{ id: randomUUID(), type: 'SomethingElse', data: { userId: alice } }]);

    let adds = 0;
    const reactors = createReactors({ emailQueue: { add: (...args) => ((adds += args[0] === kind.jobName ? 1 : 0), queue.add(...args)) } });
    await migrateProjections(fx.pool, reactors);
    const runtime = new ProjectionRuntime({ pool: fx.pool, store: fx.store, projections: reactors, logger: quietLogger });
    await runtime.start();
    try {
      // Positions of our appends, not the head: other test files' transactions on the same
      // server can keep fresh events unreadable for a moment.
      expect(await runtime.waitFor(last.position, { timeoutMs: 20_000 })).toBe(true);

      // Replay everything from the start, as after a lost checkpoint or a crash mid-batch.
      await fx.pool.query(sql.unsafe`UPDATE projections.checkpoints SET position = NULL WHERE name = ${kind.reactor}`);
      const later = await fx.store.appendToStream(`user-${alice}`, [{ id: randomUUID(), type: 'SomethingElse', data: {} }]);
      expect(await runtime.waitFor(later.position, { timeoutMs: 20_000 })).toBe(true);
    } finally {
      await runtime.stop();
    }

    const jobs = (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'])).filter(
      (job) => job.name === kind.jobName,
    );
    expect(jobs.map((job) => job.id).sort()).toEqual(open.map((event) => kind.jobId(event.id)).sort());
    expect(adds).toBe(4); // each open request was handled twice, and enqueued once
    for (const job of jobs) {
      const event = open.find((candidate) => kind.jobId(candidate.id) === job.id)!;
      expect(job.data).toEqual(kind.jobData(event.data));
      expect(job.opts).toMatchObject({ attempts: 8, backoff: { type: 'exponential' }, removeOnComplete: { age: 604_800 } });
    }
  });
});
