/**
 * The people and conferences of the registration-visibility benchmark, made through the commands
 * of the checkout this runs in (its working directory, not this file's): an older checkout's
 * database is then written by that checkout's own event store, whatever the newer one changed.
 * STUDENTS students with complete profiles at a listed school, and EVENTS approved events of
 * SEATS seats each, created by one organiser and approved by one super user. Writes
 * `{ studentIds, eventIds }` as JSON to SEED_OUTPUT. Run by registration-visibility.ts.
 */
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inBatches } from './bench-support';

/** A module of the checkout in the working directory, typed as this checkout's (the other is an older commit of it). */
const fromCheckout = <Module>(path: string): Promise<Module> => import(pathToFileURL(join(process.cwd(), path)).href);

const [{ loadConfig }, { openStores }, { createVault }, users, { completeProfile }, { unboundedPasswordHasher }] = await Promise.all([
  fromCheckout<typeof import('../../api/config')>('api/config.ts'),
  fromCheckout<typeof import('../../ops/system')>('ops/system.ts'),
  fromCheckout<typeof import('../../commands/event-store/personal-data-vault')>('commands/event-store/personal-data-vault.ts'),
  fromCheckout<typeof import('../../commands/users/register-user')>('commands/users/register-user.ts'),
  fromCheckout<typeof import('../../commands/users/profile')>('commands/users/profile.ts'),
  fromCheckout<typeof import('../../commands/users/password')>('commands/users/password.ts'),
]);
const [{ openOrganiserRecord }, events, { loadSchoolDirectory }, { addDays, uaeDateOf }, { INTERNAL_EVIDENCE }] = await Promise.all([
  fromCheckout<typeof import('../../commands/organisers/open-organiser-record')>('commands/organisers/open-organiser-record.ts'),
  fromCheckout<typeof import('../../commands/events/event-commands')>('commands/events/event-commands.ts'),
  fromCheckout<typeof import('../../commands/schools/school-directory-commands')>('commands/schools/school-directory-commands.ts'),
  fromCheckout<typeof import('../../domain/events/event-dates')>('domain/events/event-dates.ts'),
  fromCheckout<typeof import('../../domain/organisers/organiser')>('domain/organisers/organiser.ts'),
]);

const STUDENTS = Number(process.env.STUDENTS);
const EVENTS = Number(process.env.EVENTS);
const SEATS = Number(process.env.SEATS);

const { store, db } = await openStores(loadConfig(process.env));
const vault = createVault(db);
const now = () => new Date();
const system = () => ({ commandId: randomUUID(), userId: null });
try {
  // One argon2 hash for everyone: a thousand hashes would only slow the set-up (nobody logs in).
  const passwordHash = await unboundedPasswordHasher.hash('bench-password');
  const account = async (email: string, role: 'student' | 'teacher', globalRole: 'user' | 'superuser' = 'user') =>
    (
      await users.registerUser(
        { store, vault, now: now(), passwords: { hash: async () => passwordHash } },
        { email, password: 'bench-password', role, globalRole, emailVerified: true },
        system(),
      )
    ).userId;
  const schoolId = [...(await loadSchoolDirectory(store)).schools.keys()][0]!;

  // Usernames are the name's first 4 letters and 4 digits: each student gets a first name of their own.
  const letters = (n: number) =>
    Array.from({ length: 4 }, (_, place) => String.fromCharCode(97 + (Math.floor(n / 26 ** place) % 26))).join('');
  const studentIds = await inBatches(
    Array.from({ length: STUDENTS }, (_, index) => index),
    8,
    async (index) => {
      const userId = await account(`bench-student-${index}@gmail.com`, 'student');
      const first = letters(index);
      const body = {
        fullname: `${first[0]!.toUpperCase()}${first.slice(1)} Student`,
        username: `${first}${1000 + (index % 9000)}`,
        birthday: '2009-03-14',
        gender: 'female' as const,
        school_id: schoolId,
        grade: 'grade-11',
        country_code: '+971' as const,
        phone: '50 650 5005',
      };
      await completeProfile(
        { store, vault, now: now() },
        { userId, role: 'student', choice: 'listed', body },
        { commandId: randomUUID(), userId },
      );
      return userId;
    },
  );

  const superUserId = await account('bench-admin@gmail.com', 'teacher', 'superuser');
  const organiserUserId = await account('bench-organiser@gmail.com', 'teacher');
  const opened = await openOrganiserRecord(
    { store, now: now() },
    { type: 'AssignOrganiser', userId: organiserUserId, schoolId, role: 'MUN director', evidence: INTERNAL_EVIDENCE, by: superUserId },
    system(),
  );
  const organiserId = (opened.events[0]!.data as { organiserId: string }).organiserId;
  const today = uaeDateOf(new Date());
  const eventIds = await inBatches(
    Array.from({ length: EVENTS }, (_, index) => index),
    4,
    async (index) => {
      const details = {
        name: `Visibility MUN ${index}`,
        description: 'A conference of the registration-visibility benchmark',
        startDate: addDays(today, 10),
        endDate: addDays(today, 12),
        numberOfSeats: SEATS,
        feesPerDelegate: 100,
        website: 'https://bench.example.org',
        instagram: '@bench',
      };
      const images = { coverImage: '/uploads/none.png', logoImage: '/uploads/none.png' };
      const created = await events.createEvent({ store, now: now() }, { organiserId, details, images, by: organiserUserId }, system());
      const eventId = (created.events[0]!.data as { eventId: string }).eventId;
      await events.changeEventStatus({ store, now: now() }, { eventId, to: 'approved', by: superUserId }, system());
      return eventId;
    },
  );
  await writeFile(process.env.SEED_OUTPUT!, JSON.stringify({ studentIds, eventIds }));
} finally {
  await store.close();
  await db.end();
}
