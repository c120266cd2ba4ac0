import { randomUUID } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '../../commands/event-store/create-event-store';
import type { EventStore } from '../../commands/event-store/port';
import { runEventCommand } from '../../commands/events/event-commands';
import { eventIdFor } from '../../commands/handler/event-ids';
import { addDays, uaeDateOf } from '@domain/events/event-dates';
import { committeeChoicesOf } from '@domain/registrations/committee-choices';
import { createDatabasePool } from '../../projections/db/pool';
import { migrateProjections } from '../../projections/runtime/migrate';
import { userAccountsProjection } from '../../projections/users/accounts-projection';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { outboxTransport } from './mail-transport';
import { listOutbox, migrateOutbox } from './outbox';
import { sendPromotion } from './send-promotion';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

let database: FreshDatabase;
let db: DatabasePool;
let store: EventStore;
let send: ReturnType<typeof sendPromotion>;

beforeAll(async () => {
  database = await createFreshDatabase('worker');
  db = await createDatabasePool(database.url, { maximumPoolSize: 2 });
  store = await createEventStore({ databaseUrl: database.url });
  await migrateProjections(db, [userAccountsProjection]);
  await migrateOutbox(db);
  send = sendPromotion({ config: { PUBLIC_URL: 'https://mun.example' }, db, store, transport: outboxTransport(db, silent) });
});

afterAll(async () => {
  await store?.close();
  await db?.end();
  await database?.drop();
});

const context = () => ({ commandId: randomUUID(), userId: null });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An event of one seat, taken; `waiter` waits and is promoted when the seat's holder cancels (written through the decider). */
const promotion = async (eventName: string) => {
  const eventId = randomUUID();
  const now = new Date();
  const at = now.toISOString();
  const today = uaeDateOf(now);
  const stamp = { by: 'o', at };
  const details = {
    name: eventName,
    description: 'd',
    startDate: addDays(today, 10),
    endDate: addDays(today, 11),
    numberOfSeats: 1,
    feesPerDelegate: 1,
    website: '',
    instagram: '',
  };
  const place = { schoolId: 's', localityId: null };
  const images = { coverImage: '', logoImage: '' };
  await runEventCommand(store, eventId, { type: 'CreateEvent', eventId, organiserId: 'o', details, images, place, ...stamp }, context());
  await runEventCommand(store, eventId, { type: 'ChangeEventStatus', to: 'approved', ...stamp }, context());
  const [holder, waiter] = [randomUUID(), randomUUID()];
  const registration = (userId: string) => ({
    committeeChoices: committeeChoicesOf([], []),
    registrationId: eventIdFor(randomUUID(), 'registration', 0),
    userId,
    role: 'student' as const,
    munExperience: 0,
    prefCommitteeIds: [null, null, null],
    sealed: 's',
    today,
    by: userId,
    at,
  });
  const seat = registration(holder);
  await runEventCommand(store, eventId, { type: 'RegisterDelegate', ...seat }, context());
  const wait = registration(waiter);
  await runEventCommand(store, eventId, { type: 'JoinWaitingList', ...wait }, context());
  await runEventCommand(
    store,
    eventId,
    { type: 'CancelRegistration', registrationId: seat.registrationId, userId: holder, ...stamp },
    context(),
  );
  const email = `waiter-${waiter.slice(0, 8)}@school.ae`;
  await db.query(sql.unsafe`
    INSERT INTO rm_user_accounts.accounts (id, email, role, global_role, status, email_verified, created_at)
    VALUES (${waiter}, ${email}, 'student', 'user', 'active', true, now())`);
  return { eventId, waiter, email, job: { userId: waiter, eventId, registrationId: wait.registrationId, expiresAt: inDays(7) } };
};

describe('send-promotion', () => {
  it('mails the promoted person that the seat is theirs, naming the event, with a link to their registration', async () => {
    const { eventId, waiter, email, job } = await promotion('Gulf MUN 2026');
    expect(await send(job)).toBe('sent');
    const [message, ...others] = await listOutbox(db, { to: email });
    expect(others).toEqual([]);
    expect(message).toMatchObject({ userId: waiter, subject: 'You are registered for Gulf MUN 2026' });
    expect(message!.link).toBe(`https://mun.example/student-delegate-page/${eventId}`);
    expect(message!.text).toContain('you were first on its waiting list');
    expect(message!.text).not.toContain('The link works until');
  });

  it('sends nothing once the registration has ended, nor for news older than its expiry', async () => {
    const cancelled = await promotion('Late MUN');
    await runEventCommand(
      store,
      cancelled.eventId,
      {
        type: 'CancelRegistration',
        registrationId: cancelled.job.registrationId,
        userId: cancelled.waiter,
        by: cancelled.waiter,
        at: new Date().toISOString(),
      },
      context(),
    );
    expect(await send(cancelled.job)).toBe('dropped: registration ended');
    const old = await promotion('Old MUN');
    expect(await send({ ...old.job, expiresAt: inDays(-1) })).toBe('dropped: expired');
    expect(await listOutbox(db, { to: cancelled.email })).toEqual([]);
  });
});
