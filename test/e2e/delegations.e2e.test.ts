import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, shown, toast } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'dl', stamp);
const organiser = person('Mona', 'Organiser');
const advisor = person('Khalid', 'Advisor');
const HATTA = 'Hatta Mountain School';
const DIBBA = 'Dibba Coast School';
// Three students of each school, each wanting another of the three committees first.
const students = [
  { ...person('Layla', 'Hatta'), school: HATTA, choice: 0 },
  { ...person('Omar', 'Hatta'), school: HATTA, choice: 1 },
  { ...person('Reem', 'Hatta'), school: HATTA, choice: 2 },
  { ...person('Yusuf', 'Dibba'), school: DIBBA, choice: 0 },
  { ...person('Hana', 'Dibba'), school: DIBBA, choice: 1 },
  { ...person('Tariq', 'Dibba'), school: DIBBA, choice: 2 },
];
let eventId: string;
let eventName: string;
/** A tier B country (any delegate may hold one) that the advisor wishes for. */
let wished: string;

beforeAll(async () => {
  seeded = await startSeededServer();
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  eventName = `Delegations MUN ${stamp}`;
  const { adminToken, host, eventId: created } = await setup.organiserWithEvent(organiser, { name: eventName, seats: 30 });
  eventId = created;
  const catalogue = await setup.api<Array<{ id: number; abbr: string; category: string }>>(
    'GET',
    '/api/v1/committees/all-committees',
    undefined,
    adminToken,
  );
  const chosen = catalogue.filter((committee) => committee.category === 'country').slice(0, 3);
  for (const entry of chosen)
    await setup.api(
      'POST',
      '/api/v1/event-committees/save-event-committees-by-event',
      { committeeId: String(entry.id), eventId, category: 'country', abbr: entry.abbr, seats: '4' },
      host.token,
    );
  const countries = await setup.api<Array<{ name: string; tier: string }>>('GET', '/api/v1/countries/all-countries', undefined, adminToken);
  wished = countries
    .filter((country) => country.tier === 'B')
    .map((country) => country.name)
    .sort()[5]!;
  for (const student of students) {
    const signedIn = await studentWithProfile(seeded.server.url, seeded.database.url, student);
    const prefs = [0, 1, 2].map((offset) => String(chosen[(student.choice + offset) % 3]!.id));
    await setup.api(
      'POST',
      `/api/v1/registerations/event-registration-student/${signedIn.userId}`,
      {
        eventId,
        mun_experience: '0',
        pref_committee_1_id: prefs[0],
        pref_committee_2_id: prefs[1],
        pref_committee_3_id: prefs[2],
        emergency_name: 'Alice Lee',
        emergency_phone: '50 650 5005',
      },
      signedIn.token,
    );
  }
  await setup.teacherWithProfile({ ...advisor, school: HATTA });
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

const wishesForm = (page: Page) => page.getByRole('form', { name: `Country wishes for ${eventName}` });

it("lets a school's advisor see the delegation and wish for a country, at phone width too", { timeout: 120_000 }, async () => {
  const { page, errors } = await browsers.open(seeded.server.url);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, advisor.email, advisor.password);
  await page.goto('/delegation');
  const delegates = page.getByRole('table', { name: `Delegates at ${eventName}` });
  for (const student of students.filter((each) => each.school === HATTA))
    await shown(delegates.getByRole('row').filter({ hasText: student.fullname }));
  expect(await delegates.getByRole('row').filter({ hasText: 'Dibba' }).count()).toBe(0);
  const form = wishesForm(page);
  await form.getByLabel('Choice 1').selectOption({ label: wished });
  await form.getByRole('button', { name: 'Save wishes' }).click();
  await shown(toast(page, 'Country wishes saved'));
  await screenshot(page, 'delegation-wishes-phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect.poll(() => wishesForm(page).getByLabel('Choice 1').inputValue()).not.toBe('');
  await screenshot(page, 'delegation-wishes');
  expect(errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
});

it(
  'runs a delegation-mode dry run whose per-delegate table keeps each school on one country, and applies it',
  { timeout: 180_000 },
  async () => {
    const { page, errors } = await browsers.open(seeded.server.url);
    await logIn(page, organiser.email, organiser.password);
    await page.goto(`/event-dashboard/${eventId}`);
    await page.getByRole('tab', { name: 'Delegates' }).click();
    await shown(page.getByRole('table', { name: 'Key Info of the delegates' }));
    await page.getByRole('button', { name: 'Unlock All', exact: true }).click();
    await shown(toast(page, 'All delegates unlocked'));
    await page.getByRole('button', { name: 'Global Allocation' }).click();
    const allocation = page.getByRole('dialog', { name: 'Global Allocation' });
    const mode = allocation.getByRole('switch', { name: /Delegation mode/ });
    // The switch shows what the server holds: it turns on once the change is stored.
    await mode.click();
    await shown(toast(page, 'Delegation mode turned on'));
    await expect.poll(() => mode.isChecked()).toBe(true);
    await allocation.getByRole('radio', { name: 'Optimal' }).check();
    await allocation.getByRole('button', { name: 'Dry run' }).click();
    const report = allocation.getByRole('region', { name: 'Optimal report' });
    await shown(report.getByRole('button', { name: 'Apply' }));
    await shown(report.getByText('2 of 2 (at most 2 possible)'));
    await shown(report.getByText('Solved exactly'));
    const delegations = report.getByRole('table', { name: 'Delegations and their countries' });
    // Hatta holds the country it wished for: both the Countries and the Wished for cells name it.
    const hatta = delegations.getByRole('row').filter({ hasText: HATTA });
    await expect.poll(() => hatta.getByRole('cell', { name: wished, exact: true }).count()).toBe(2);
    await shown(hatta.getByRole('cell', { name: 'Yes' }));

    // Who goes where: every Hatta delegate holds the wished country, each in another committee.
    await report.getByText('Who goes where: 6 placed, 0 not placed').click();
    const table = report.getByRole('table', { name: 'Who goes where, per delegate' });
    await report.getByRole('searchbox', { name: 'Search who goes where' }).fill('Hatta');
    await expect.poll(() => table.getByRole('row').filter({ hasText: HATTA }).count()).toBe(3);
    for (const student of students.filter((each) => each.school === HATTA)) {
      const row = table.getByRole('row').filter({ hasText: student.fullname });
      await shown(row.getByRole('cell', { name: wished, exact: true }));
      await shown(row.getByRole('cell', { name: '1st choice' }));
    }
    // What the organiser sees: the delegations, then the per-delegate table, each scrolled into view.
    await delegations.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'delegations-dry-run');
    await table.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await screenshot(page, 'delegations-who-goes-where');
    await report.getByRole('button', { name: 'Apply' }).click();
    await shown(toast(page, 'Successfully allocated 6 delegates'));
    await allocation.getByRole('button', { name: 'Close' }).click();
    const keyInfo = page.getByRole('table', { name: 'Key Info of the delegates' });
    for (const student of students.filter((each) => each.school === HATTA))
      await expect.poll(() => keyInfo.getByRole('row').filter({ hasText: student.fullname }).textContent()).toContain(wished);
    await screenshot(page, 'delegations-applied');
    expect(errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
  },
);
