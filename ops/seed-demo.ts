import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { loadConfig } from '../api/config';
import { findUserIdByEmail, registerUser } from '../commands/users/register-user';
import { addDays, uaeDateOf } from '@domain/events/event-dates';
import { generateUsername } from '@domain/users/profile-rules';
import { localJwtSecret } from './local-secret';
import { startSystem } from './system';

/**
 * Demo data for a newcomer (run after `ops/seed.ts`, e.g. `npm run seed-demo`): a demo
 * organiser with three events (two approved, one waiting for approval) and a demo student
 * who sees the approved ones on /dashboard. Everything goes through the real API in this
 * process, as the screens would send it, so the rules and the audit trail apply. Running it
 * again changes nothing.
 */
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo@2026';
const superUser = {
  email: process.env.DEMO_SUPERUSER_EMAIL ?? 'admin@gmail.com',
  password: process.env.DEMO_SUPERUSER_PASSWORD ?? 'Admin@2026',
};
const organiserEmail = 'demo.organiser@gmail.com';
const studentEmail = 'demo.student@gmail.com';

const events = [
  { name: 'Dubai Youth MUN', days: [14, 16], seats: 240, fees: 350, colours: ['#0f3b5f', '#1f8a8a'], approve: true },
  { name: 'Abu Dhabi Schools MUN', days: [30, 31], seats: 160, fees: 250, colours: ['#5a2a6e', '#d0693a'], approve: true },
  { name: 'Sharjah Junior MUN', days: [45, 47], seats: 120, fees: 200, colours: ['#234d20', '#c9a227'], approve: false },
];

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', ROLE: 'all' }, await localJwtSecret());
const system = await startSystem(config, { logger: false });

type Method = 'GET' | 'POST' | 'PATCH';
const call = async (method: Method, url: string, token: string | null, payload?: object, headers: Record<string, string> = {}) => {
  const response = await system.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
  if (response.statusCode >= 400) throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
  return response.json() as { data: any };
};

const logIn = async (email: string, password: string) =>
  (await call('POST', '/api/v1/users/login', null, { email, password })).data.token as string;

/** A verified account with a completed profile at the given school; an existing one is left as it is. */
const ensurePerson = async (email: string, role: 'student' | 'teacher', fullname: string, schoolId: string) => {
  if (await findUserIdByEmail(system.deps.store, email)) return logIn(email, DEMO_PASSWORD);
  const { userId, position } = await registerUser(
    { store: system.deps.store, vault: system.deps.vault, now: new Date() },
    { email, password: DEMO_PASSWORD, role, globalRole: 'user', emailVerified: true },
    { commandId: `seed-demo-${email}`, userId: null },
  );
  if (position) await system.runtime.waitFor(position, { timeoutMs: 20_000 });
  const token = await logIn(email, DEMO_PASSWORD);
  await call('PATCH', `/api/v1/users/${role}-profile/${userId}`, token, {
    fullname,
    username: generateUsername(fullname, Math.random),
    birthday: role === 'student' ? '2009-03-14' : '1986-09-02',
    gender: 'female',
    school_id: schoolId,
    ...(role === 'student' ? { grade: 'grade-11' } : { yearsOfExperience: '12' }),
    country_code: '+971',
    phone: '50 650 5005',
  });
  return token;
};

/** A cover picture drawn for the demo: the event's name on a gradient. */
const coverImage = (name: string, [from, to]: string[]) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="1200" height="630" fill="url(#g)"/>
      <text x="80" y="340" font-family="sans-serif" font-size="84" font-weight="700" fill="#ffffff">${name}</text>
    </svg>`),
  )
    .png()
    .toBuffer();

const uploadImage = async (token: string, bytes: Buffer) => {
  const boundary = `----demo${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await system.app.inject({
    method: 'POST',
    url: '/api/v1/events/create-event-images-upload',
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (response.statusCode !== 200) throw new Error(`image upload → ${response.statusCode} ${response.body}`);
  return response.json().data.url as string;
};

try {
  // The read models answer log-in and the lists: let them catch up with the seed first.
  if (!(await system.runtime.waitForStored({ timeoutMs: 120_000 }))) throw new Error('the read models did not catch up');
  const adminToken = await logIn(superUser.email, superUser.password);
  const school = (await call('GET', '/api/v1/schools/all-schools', adminToken)).data[0] as { id: string; name: string };
  const organiserToken = await ensurePerson(organiserEmail, 'teacher', 'Layla Haddad', school.id);
  await ensurePerson(studentEmail, 'student', 'Omar Farouk', school.id);

  const me = (await call('GET', '/api/v1/users/me', organiserToken)).data as { id: string; organiserId: string | null };
  const organiserId =
    me.organiserId ??
    ((
      await call(
        'POST',
        '/api/v1/organisers/assign-organiser-to-school',
        adminToken,
        { userId: me.id },
        { 'idempotency-key': `seed-demo-assign-${me.id}` },
      )
    ).data.id as string);

  const existing = (await call('GET', `/api/v1/events/get-events-of-organiser/${organiserId}`, organiserToken)).data as Array<{
    name: string;
  }>;
  const today = uaeDateOf(new Date());
  for (const event of events.filter((candidate) => !existing.some((known) => known.name === candidate.name))) {
    const cover = await uploadImage(organiserToken, await coverImage(event.name, event.colours));
    const logo = await uploadImage(
      organiserToken,
      await sharp(await coverImage('MUN', event.colours))
        .resize(256, 256, { fit: 'cover' })
        .png()
        .toBuffer(),
    );
    const created = await call('POST', `/api/v1/events/create-event/${organiserId}`, organiserToken, {
      name: event.name,
      description: `${event.name} brings schools from across the Emirates together for committee sessions, crisis simulations and a closing General Assembly.`,
      start_date: addDays(today, event.days[0]!),
      end_date: addDays(today, event.days[1]!),
      cover_image: cover,
      logo_image: logo,
      number_of_seats: event.seats,
      fees_per_delegate: event.fees,
      website: `https://${event.name.toLowerCase().replaceAll(' ', '')}.example.org`,
      instagram: `@${event.name.toLowerCase().replaceAll(' ', '_')}`,
    });
    if (event.approve) await call('PATCH', `/api/v1/events/update-event-status/${created.data.id}`, adminToken, { status: 'approved' });
    console.log(`Demo event: ${event.name} (${event.approve ? 'approved' : 'pending'})`);
  }
  console.log(`Demo organiser: ${organiserEmail} / ${DEMO_PASSWORD}; demo student: ${studentEmail} / ${DEMO_PASSWORD}`);
} finally {
  await system.close();
}
