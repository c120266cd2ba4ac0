import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, shown, sidewaysOverflow } from './support/page-helpers';
import { outboxLink, studentWithProfile, verificationTokenOf } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'rc', stamp);
const organiser = person('Salma', 'Organiser');
const chair = person('Faris', 'Chair');
const firstNames = ['Aisha', 'Bilal', 'Dana', 'Eisa', 'Fatima', 'Ghalia', 'Hamad', 'Iman', 'Jamal', 'Khalifa'];
const moreNames = ['Lubna', 'Majid', 'Noura', 'Obaid', 'Rashid', 'Sara', 'Thani', 'Wafa', 'Yasmin', 'Zayed'];
const delegates = [...firstNames, ...moreNames].map((first, index) => person(first, index < 10 ? 'Alain' : 'Fujairah'));
let eventId: string;
let committeeId: string;
let sessionId: string;
let api: ReturnType<typeof eventSetup>['api'];
let chairToken: string;

/**
 * A student who signed up and completed the profile, as studentWithProfile does, each from an
 * address of their own (through the trusted local proxy hop): twenty sign-ups in a minute
 * would meet the per-address sign-up limit, as twenty pupils on one school network would not.
 */
const delegateWithProfile = async (delegate: { email: string; password: string; fullname: string; username: string }, index: number) => {
  const from = { 'x-forwarded-for': `10.20.0.${index + 1}` };
  const send = async <Data>(method: string, path: string, body: unknown, token?: string): Promise<Data> => {
    const response = await fetch(`${seeded.server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...from, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: Data; message: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
    return answer.data;
  };
  await send('POST', '/api/v1/users/register', { email: delegate.email, password: delegate.password, role: 'student' });
  const token = verificationTokenOf(await outboxLink(seeded.database.url, delegate.email));
  const signedIn = await send<{ userId: string; token: string }>('POST', '/api/v1/users/verify-email', { token });
  await send(
    'PATCH',
    `/api/v1/users/student-profile-and-custom-locality/${signedIn.userId}`,
    {
      fullname: delegate.fullname,
      username: delegate.username,
      birthday: '2009-05-01',
      gender: 'female',
      country_code: '+971',
      phone: '50 123 4567',
      custom_locality_name: 'Al Ain',
      custom_school_name: 'Al Ain Model School',
      grade: 'grade-10',
    },
    signedIn.token,
  );
  return signedIn;
};

beforeAll(async () => {
  seeded = await startSeededServer({ TRUST_PROXY: 'loopback' });
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  api = setup.api;
  const { adminToken, host, eventId: created } = await setup.organiserWithEvent(organiser, { name: `Roll Call MUN ${stamp}`, seats: 40 });
  eventId = created;
  chairToken = (await studentWithProfile(seeded.server.url, seeded.database.url, chair)).token;
  const catalogue = await api<Array<{ id: number; abbr: string; category: string }>>(
    'GET',
    '/api/v1/committees/all-committees',
    undefined,
    adminToken,
  );
  const committee = catalogue.find((entry) => entry.category === 'country')!;
  committeeId = (
    await api<{ id: string }>(
      'POST',
      '/api/v1/event-committees/save-event-committees-by-event',
      {
        committeeId: String(committee.id),
        eventId,
        category: 'country',
        abbr: committee.abbr,
        seats: '25',
        chair_username: chair.username,
      },
      host.token,
    )
  ).id;
  for (const [index, delegate] of delegates.entries()) {
    const signedIn = await delegateWithProfile(delegate, index);
    const registration = await api<{ id: string }>(
      'POST',
      `/api/v1/registerations/event-registration-student/${signedIn.userId}`,
      {
        eventId,
        mun_experience: '0',
        pref_committee_1_id: String(committee.id),
        emergency_name: 'Alice Lee',
        emergency_phone: '50 650 5005',
      },
      signedIn.token,
    );
    await api('POST', '/api/v1/registerations/assign-delegate', { delegateId: registration.id, committeeId, countryId: '' }, host.token);
  }
  // A chair sees the delegates whose seats are published to them.
  await api('POST', `/api/v1/allocation/${eventId}/publish`, {}, host.token);
  sessionId = (
    await api<{ id: string }>(
      'POST',
      `/api/v1/conference/${eventId}/sessions`,
      { name: 'Session 1', day: '2026-12-10', start: '09:00' },
      host.token,
    )
  ).id;
  await api('POST', `/api/v1/conference/${eventId}/sessions`, { name: 'Session 2', day: '2026-12-10', start: '13:30' }, host.token);
}, 240_000);

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

it('lets a chair take roll for 20 delegates on a phone, two of them late, with taps kept while offline', { timeout: 180_000 }, async () => {
  const { page, errors } = await browsers.open(seeded.server.url);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, chair.email, chair.password);
  await page.goto(`/chair/${eventId}/${committeeId}?tab=roll-call`);
  const rows = page.locator('.roll-call__row');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(20);
  await shown(page.getByRole('status').filter({ hasText: 'All taps sent' }));

  const attendanceOf = (fullname: string) => page.getByRole('group', { name: `Attendance of ${fullname}` });
  // The first ten while the school's Wi-Fi is down: each shows at once and waits on the device.
  await page.context().setOffline(true);
  for (const [index, delegate] of delegates.slice(0, 10).entries())
    await attendanceOf(delegate.fullname)
      .getByRole('button', { name: index === 3 ? 'Absent' : 'Present and Voting', exact: true })
      .click();
  await shown(page.getByRole('status').filter({ hasText: '10 taps waiting to send' }));
  expect(await attendanceOf(delegates[0]!.fullname).getByRole('button', { name: 'Present and Voting' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  await screenshot(page, 'roll-call-phone-offline');
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  for (const [index, delegate] of delegates.slice(10).entries())
    await attendanceOf(delegate.fullname)
      .getByRole('button', { name: index === 5 ? 'Absent' : 'Present', exact: true })
      .click();
  // Two arrive late: the chair marks them present, late.
  for (const late of [delegates[3]!, delegates[15]!]) await page.getByRole('button', { name: `Late: ${late.fullname}` }).click();
  await shown(page.getByRole('status').filter({ hasText: 'All taps sent' }));
  await screenshot(page, 'roll-call-phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const stored = await api<{ delegates: Array<{ name: string; mark: string | null; late: boolean }> }>(
    'GET',
    `/api/v1/conference/${eventId}/${committeeId}/roll-call/${sessionId}`,
    undefined,
    chairToken,
  );
  expect(stored.delegates).toHaveLength(20);
  expect(stored.delegates.filter((row) => row.mark === null)).toEqual([]);
  expect(
    stored.delegates
      .filter((row) => row.late)
      .map((row) => row.name)
      .sort(),
  ).toEqual([delegates[3]!.fullname, delegates[15]!.fullname].sort());
  expect(stored.delegates.filter((row) => row.mark === 'absent')).toEqual([]);
  // The same roll call on a laptop: every mark shown, nothing overflowing.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(20);
  await shown(page.getByRole('button', { name: `Late: ${delegates[3]!.fullname}`, pressed: true }));
  await screenshot(page, 'roll-call-laptop');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
});

it('shows the organiser the attendance chart per committee and session', { timeout: 120_000 }, async () => {
  const { page, errors } = await browsers.open(seeded.server.url);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, organiser.email, organiser.password);
  await page.goto(`/attendance/${eventId}`);
  const chart = page.getByRole('figure', { name: 'Attendance chart' });
  await shown(chart);
  await shown(chart.getByRole('img', { name: 'Session 1: 11 present, 9 present and voting, 0 absent, 0 unmarked, 2 late' }));
  await shown(chart.getByRole('img', { name: 'Session 2: 0 present, 0 present and voting, 0 absent, 20 unmarked, 0 late' }));
  await shown(page.getByRole('button', { name: 'Download CSV' }));
  await shown(page.getByRole('button', { name: 'Download XLSX' }));
  await shown(page.getByLabel('New session name'));
  await screenshot(page, 'attendance-chart');
  // And on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await shown(chart.getByRole('img', { name: 'Session 1: 11 present, 9 present and voting, 0 absent, 0 unmarked, 2 late' }));
  await screenshot(page, 'attendance-chart-phone');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
});
