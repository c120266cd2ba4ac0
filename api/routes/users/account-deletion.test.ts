import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVerificationToken } from '../../../commands/users/verification-token';
import { userStreamId } from '@domain/users/user';
import { rebuildProjection } from '../../../projections/runtime/rebuild';
import { userAccountsProjection } from '../../../projections/users/accounts-projection';
import { userProfilesProjection } from '../../../projections/users/profiles-projection';
import { findPersonalData } from '../../../test/support/personal-data-search';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';
import { PNG_1X1 } from '../../../test/support/sample-files';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
  await system.seedSchools();
});
afterAll(async () => system?.stop());

const person = {
  email: `zenobia.quartermaine.${Date.now()}@gmail.com`,
  fullname: 'Zenobia Quartermaine',
  username: 'zeno8642',
  birthday: '2008-02-29',
  phone: '52 468 1357',
  phoneE164: '+971524681357',
};

const png = PNG_1X1;

/** Signs the person up through the API, verifies, completes the profile and sets an avatar. */
const createPerson = async () => {
  const registered = await system.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: { email: person.email, password: 'zenobia-secret', role: 'student' },
  });
  const userId = registered.json().data.userId as string;
  // The verification email reaches the outbox through the queue (and is dropped once the
  // address is verified): wait for it, so that its erasure is tested too.
  await expect
    .poll(async () => (await findPersonalData(system.database.url, [person.email])).some((place) => place.startsWith('mail_outbox')), {
      timeout: 20_000,
    })
    .toBe(true);
  const request = (await system.deps.store.readStream(userStreamId(userId))).find((event) => event.type === 'EmailVerificationRequested')!;
  const token = createVerificationToken(system.deps.config.JWT_SECRET, { userId, requestId: String(request.data.requestId) });
  const session = (await system.app.inject({ method: 'POST', url: '/api/v1/users/verify-email', payload: { token } })).json().data;
  const headers = { authorization: `Bearer ${session.token}` };

  const schools = (await system.app.inject({ method: 'GET', url: '/api/v1/schools/all-schools', headers })).json().data;
  const profile = await system.app.inject({
    method: 'PATCH',
    url: `/api/v1/users/student-profile/${userId}`,
    headers,
    payload: {
      fullname: person.fullname,
      username: person.username,
      birthday: person.birthday,
      gender: 'female',
      school_id: schools[0].id,
      grade: 'IB-DP-1',
      country_code: '+971',
      phone: person.phone,
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);

  const boundary = 'erasure-boundary';
  const upload = await system.app.inject({
    method: 'POST',
    url: `/api/v1/users/upload-avatar/${userId}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="z.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(200);
  return { userId, headers, avatarUrl: upload.json().data.avatarUrl as string };
};

const needles = [person.email, person.fullname, 'Quartermaine', person.username, person.birthday, person.phone, person.phoneE164];

it('erases email, name, phone and birthday from every event and read model, keeping the account and its status history', async () => {
  const { userId, headers, avatarUrl } = await createPerson();
  // Before: the data is readable where the product needs it (and nowhere in the clear in events).
  const before = await findPersonalData(system.database.url, needles);
  expect(before.some((place) => place.startsWith('rm_user_profiles'))).toBe(true);
  expect(before.filter((place) => place.startsWith('es.'))).toEqual([]);

  const deleted = await system.app.inject({ method: 'DELETE', url: `/api/v1/users/delete-account/${userId}`, headers });
  expect(deleted.statusCode, deleted.body).toBe(200);

  // The email outbox is purged by a background job; give it a moment.
  await expect.poll(() => findPersonalData(system.database.url, needles), { timeout: 20_000, interval: 500 }).toEqual([]);

  // Rebuilding read models from the events cannot bring anything back: the key is gone.
  for (const projection of [userAccountsProjection, userProfilesProjection]) {
    await rebuildProjection({ pool: system.deps.db, store: system.deps.store, projection });
  }
  expect(await findPersonalData(system.database.url, needles)).toEqual([]);

  // What stays: the account existed, and its status history says who deleted it and when.
  const events = await system.deps.store.readStream(userStreamId(userId));
  expect(events.map((event) => event.type)).toEqual(
    expect.arrayContaining(['UserRegistered', 'EmailVerified', 'ProfileCompleted', 'AvatarChanged', 'UserDeleted']),
  );
  expect(events.at(-1)!.data).toMatchObject({ userId, from: 'active', to: 'deleted', by: userId });

  // The person cannot log in, the token stops working, the avatar file is gone, and the email is free again.
  const login = await system.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email: person.email, password: 'zenobia-secret' },
  });
  expect(login.statusCode).toBe(401);
  expect((await system.app.inject({ method: 'GET', url: '/api/v1/users/me', headers })).statusCode).toBe(401);
  expect(await system.app.storage.read(avatarUrl.slice('/uploads/'.length))).toBeNull();
  const again = await system.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: { email: person.email, password: 'another-secret', role: 'teacher' },
  });
  expect(again.statusCode, again.body).toBe(201);
  expect(again.json().data.userId).not.toBe(userId);
});
