import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUsernameFor } from '@domain/users/profile-rules';
import { userStreamId, type UserEventData } from '@domain/users/user';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { createEventStore } from '../event-store/create-event-store';
import type { PersonalDataVault } from '../event-store/personal-data-vault';
import type { EventStore } from '../event-store/port';
import { loadCurrentSchools } from '../schools/current-schools';
import { importReferenceData } from '../schools/import-reference-data';
import { inviteUser, inviteUsers, type InviteUserInput } from './invite-user';
import { loadUser } from './load-user';
import { findUserIdByEmail, registerUser } from './register-user';

let database: FreshDatabase;
let store: EventStore;
let schoolId: string;
const now = new Date('2026-11-21T10:00:00.000Z');

/** Sealing is the vault's business (tested there): here it only needs to round-trip. */
const vault: PersonalDataVault = {
  seal: async (_subject, data) => `test.${JSON.stringify(data)}`,
  sealMany: async (items) => items.map(({ data }) => `test.${JSON.stringify(data)}`),
  open: async (_subject, sealed) => JSON.parse(sealed.slice('test.'.length)) as Record<string, unknown>,
  forget: async () => {},
};
const env = (overrides: Partial<{ vault: PersonalDataVault }> = {}) => ({ store, vault, now, ...overrides });
const context = (commandId: string = randomUUID()) => ({ commandId, userId: 'organiser-1' });
const unsealed = (sealed: string) => JSON.parse(sealed.slice('test.'.length)) as Record<string, unknown>;

const input = (overrides: Partial<InviteUserInput> = {}): InviteUserInput => ({
  email: `Invitee.${randomUUID().slice(0, 8)}@School.ae `,
  role: 'student',
  fullName: ' Aisha  Khan ',
  schoolId,
  customSchoolName: null,
  grade: 'Grade 10',
  phone: '050 650 5005',
  invitedFor: { eventId: 'event-1', eventName: 'Dubai MUN 2026' },
  by: 'organiser-1',
  ...overrides,
});

const eventsOf = async (userId: string) => (await store.readStream(userStreamId(userId))).map(({ type, data }) => ({ type, data }));
// A count of the rows, not the head position: the head stays below the oldest transaction running anywhere in the cluster (other suites' too), so it can move later for events stored before.
let events: pg.Pool;
const head = async () => Number((await events.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);

beforeAll(async () => {
  database = await createFreshDatabase('invite');
  store = await createEventStore({ databaseUrl: database.url });
  events = new pg.Pool({ connectionString: database.url, max: 1 });
  await importReferenceData(
    store,
    {
      localities: [{ name: 'Dubai', code: 'DU', areas: [{ name: 'Al Barsha', code: 'BAR' }] }],
      schools: [{ name: 'Barsha Model School', locality: 'Dubai', area: 'Al Barsha' }],
    },
    { commandId: 'seed', userId: null },
    now,
  );
  schoolId = [...(await loadCurrentSchools(store)).schools.values()][0]!.id;
});
afterAll(async () => {
  await events?.end();
  await store?.close();
  await database?.drop();
});

describe('inviting a person who has no account', () => {
  it('makes an unverified account without a password, its profile from the sheet, and an invitation for 7 days', async () => {
    const given = input();
    const result = await inviteUser(env(), given, context());
    expect(result).toMatchObject({ created: true, position: expect.any(String) });
    expect(await findUserIdByEmail(store, given.email)).toBe(result.userId);

    const [registered, completed, issued, ...more] = await eventsOf(result.userId);
    expect(more).toEqual([]);
    expect(registered).toMatchObject({
      type: 'UserRegistered',
      data: { role: 'student', globalRole: 'user', emailVerified: false, by: 'organiser-1' },
    });
    expect(unsealed((registered!.data as UserEventData<'UserRegistered'>).sealed)).toEqual({
      email: given.email.trim().toLowerCase(),
      passwordHash: null,
    });

    const profile = completed!.data as UserEventData<'ProfileCompleted'>;
    expect(profile).toMatchObject({
      schoolId,
      localityId: expect.any(String),
      grade: 'grade-10',
      customSchoolName: null,
      yearsOfExperience: null,
    });
    const personal = unsealed(profile.sealed);
    expect(personal).toMatchObject({ fullname: 'Aisha Khan', countryCode: '+971', phone: '50 650 5005', phoneE164: '+971506505005' });
    expect(personal).not.toHaveProperty('birthday');
    // The §3 username rule, which the profile page checks on every later edit.
    expect(isUsernameFor('Aisha Khan', String(personal.username))).toBe(true);
    expect(personal.username).toMatch(/^aish[1-9]\d{3}$/);

    expect(issued).toEqual({
      type: 'InvitationIssued',
      data: expect.objectContaining({
        eventId: 'event-1',
        eventName: 'Dubai MUN 2026',
        expiresAt: '2026-11-28T10:00:00.000Z',
        by: 'organiser-1',
      }),
    });
    expect(await loadUser(store, result.userId)).toMatchObject({
      hasProfile: true,
      emailVerified: false,
      pendingInvitation: { eventName: 'Dubai MUN 2026' },
    });
  });

  it('keeps the school as written when none matched, and no grade for a teacher', async () => {
    const result = await inviteUser(
      env(),
      input({ role: 'teacher', schoolId: null, customSchoolName: ' Desert Rose Academy ', phone: 'n/a' }),
      context(),
    );
    const profile = (await eventsOf(result.userId))[1]!.data as UserEventData<'ProfileCompleted'>;
    expect(profile).toMatchObject({ schoolId: 'UNLISTED', localityId: null, customSchoolName: 'Desert Rose Academy', grade: null });
    expect(unsealed(profile.sealed)).not.toHaveProperty('phone');
  });

  it('gives two people of one name two usernames', async () => {
    const first = await inviteUser(env(), input(), context());
    const second = await inviteUser(env(), input(), context());
    const usernameOf = async (userId: string) =>
      unsealed(((await eventsOf(userId))[1]!.data as UserEventData<'ProfileCompleted'>).sealed).username;
    expect(await usernameOf(first.userId)).not.toBe(await usernameOf(second.userId));
  });
});

describe('inviting is idempotent by email', () => {
  it('makes one account for one email: a second invitation (another event, another import) changes nothing', async () => {
    const given = input();
    const first = await inviteUser(env(), given, context());
    const before = await head();
    const second = await inviteUser(
      env(),
      { ...given, email: given.email.toUpperCase(), invitedFor: { eventId: 'event-2', eventName: 'Other MUN' } },
      context(),
    );
    expect(second).toEqual({ userId: first.userId, created: false, position: null });
    expect(await head()).toBe(before);
  });

  it('returns an account that signed up itself, and appends nothing', async () => {
    const email = `self.${randomUUID().slice(0, 8)}@gmail.com`;
    const { userId } = await registerUser(env(), { email, password: 'secret-pass', role: 'teacher', globalRole: 'user' }, context());
    const before = await head();
    expect(await inviteUser(env(), input({ email }), context())).toEqual({ userId, created: false, position: null });
    expect(await head()).toBe(before);
  });

  it('answers a retried call (same command id) with the same account, appending nothing more', async () => {
    const given = input();
    const commandId = `event-1:${given.email}`;
    const first = await inviteUser(env(), given, context(commandId));
    const before = await head();
    const again = await inviteUser(env(), given, context(commandId));
    expect(again).toEqual(first);
    expect(await head()).toBe(before);
  });

  it('finishes a half-done invitation on retry: the same account, one username', async () => {
    const given = input();
    const commandId = randomUUID();
    // The process dies after reserving the email and the username, before the account is written.
    const lost = async () => Promise.reject(new Error('connection lost'));
    const failing: PersonalDataVault = { ...vault, seal: lost, sealMany: lost };
    await expect(inviteUser(env({ vault: failing }), given, context(commandId))).rejects.toThrow('connection lost');
    const holder = await findUserIdByEmail(store, given.email);
    expect(holder).not.toBeNull();
    expect((await loadUser(store, holder!)).status).toBe('none');

    const retried = await inviteUser(env(), given, context(commandId));
    expect(retried).toMatchObject({ userId: holder, created: true });
    expect((await eventsOf(holder!)).map((event) => event.type)).toEqual(['UserRegistered', 'ProfileCompleted', 'InvitationIssued']);
    // The log is read by position, which waits for transactions still open elsewhere in the cluster.
    const reservations = async () =>
      (await store.readAll()).filter((event) => event.type === 'UsernameReserved' && (event.data as { userId: string }).userId === holder)
        .length;
    await expect.poll(reservations, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await reservations()).toBe(1);
  });

  it('refuses a school that is not in the list, holding nothing', async () => {
    const given = input({ schoolId: 'no-such-school' });
    await expect(inviteUser(env(), given, context())).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await findUserIdByEmail(store, given.email)).toBeNull();
  });

  it('refuses a blank name or an address that is none, holding nothing', async () => {
    await expect(inviteUser(env(), input({ fullName: '  ' }), context())).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { fullName: expect.any(String) },
    });
    const before = await head();
    await expect(inviteUser(env(), input({ email: ' ' }), context())).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: expect.any(String) },
    });
    expect(await head()).toBe(before);
  });
});

describe('inviting a group at once', () => {
  it('answers each invitation on its own, in order: new accounts, an email already held, a refusal that holds nothing', async () => {
    const taken = input();
    const held = await inviteUser(env(), taken, context());
    const fresh = [input(), input({ role: 'teacher', schoolId: null, customSchoolName: 'Desert Rose Academy' })];
    const twice = input();
    const refused = input({ schoolId: 'no-such-school' });
    const outcomes = await inviteUsers(env(), [
      { input: fresh[0]!, context: context() },
      { input: { ...taken, invitedFor: { eventId: 'event-2', eventName: 'Other MUN' } }, context: context() },
      { input: refused, context: context() },
      { input: fresh[1]!, context: context() },
      { input: twice, context: context() },
      { input: { ...twice, email: twice.email.toUpperCase() }, context: context() },
    ]);
    const values = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : outcome.reason));
    expect(values[0]).toMatchObject({ created: true });
    expect(values[1]).toEqual({ userId: held.userId, created: false, position: null });
    expect(values[2]).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await findUserIdByEmail(store, refused.email)).toBeNull();
    expect(values[3]).toMatchObject({ created: true });
    // One email twice in a group makes one account, which both rows name.
    expect(await findUserIdByEmail(store, twice.email)).toBe((values[4] as { userId: string }).userId);
    expect((values[5] as { userId: string }).userId).toBe((values[4] as { userId: string }).userId);
    expect([values[4], values[5]].filter((value) => (value as { created: boolean }).created)).toHaveLength(1);
    for (const value of [values[0], values[3], values[4]]) {
      expect((await loadUser(store, (value as { userId: string }).userId)).status).toBe('registered');
    }
  });

  it('done again with the same command ids (a killed import run again), appends nothing more and answers the same accounts', async () => {
    const group = [input(), input(), input({ schoolId: null, customSchoolName: 'Elsewhere' })].map((given) => ({
      input: given,
      context: context(`group:${given.email}`),
    }));
    const first = await inviteUsers(env(), group);
    const before = await head();
    expect(await inviteUsers(env(), group)).toEqual(first);
    expect(await head()).toBe(before);
  });
});
