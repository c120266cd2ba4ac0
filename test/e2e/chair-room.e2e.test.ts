import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, shown } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'cr', stamp);
const organiser = person('Salma', 'Organiser');
const chair = person('Noor', 'Chair');
// Two delegates seated in the chaired committee, one in the other committee.
const seated = [person('Layla', 'Seated'), person('Omar', 'Seated')];
const elsewhere = person('Reem', 'Elsewhere');
let eventName: string;
let abbr: string;
let countries: string[];

beforeAll(async () => {
  seeded = await startSeededServer();
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  eventName = `Chair Room MUN ${stamp}`;
  // The chair must have an account with a username before the organiser can name them.
  await studentWithProfile(seeded.server.url, seeded.database.url, chair);
  const { adminToken, host, eventId } = await setup.organiserWithEvent(organiser, { name: eventName, seats: 30 });
  const catalogue = await setup.api<Array<{ id: number; abbr: string; category: string }>>(
    'GET',
    '/api/v1/committees/all-committees',
    undefined,
    adminToken,
  );
  const [chaired, other] = catalogue.filter((committee) => committee.category === 'country').slice(0, 2);
  abbr = chaired!.abbr;
  const saved = await setup.api<{ id: string }>(
    'POST',
    '/api/v1/event-committees/save-event-committees-by-event',
    { committeeId: String(chaired!.id), eventId, category: 'country', abbr: chaired!.abbr, seats: '4', chair_username: chair.username },
    host.token,
  );
  const otherSaved = await setup.api<{ id: string }>(
    'POST',
    '/api/v1/event-committees/save-event-committees-by-event',
    { committeeId: String(other!.id), eventId, category: 'country', abbr: other!.abbr, seats: '4' },
    host.token,
  );
  const all = await setup.api<Array<{ id: number; name: string; tier: string }>>(
    'GET',
    '/api/v1/countries/all-countries',
    undefined,
    adminToken,
  );
  const tierB = all.filter((country) => country.tier === 'B').sort((a, b) => a.name.localeCompare(b.name));
  countries = tierB.slice(0, 3).map((country) => country.name);
  for (const [index, student] of [...seated, elsewhere].entries()) {
    const signedIn = await studentWithProfile(seeded.server.url, seeded.database.url, { ...student, school: 'Hatta Mountain School' });
    const registration = await setup.api<{ id: string }>(
      'POST',
      `/api/v1/registerations/event-registration-student/${signedIn.userId}`,
      { eventId, mun_experience: '0', emergency_name: 'Alice Lee', emergency_phone: '50 650 5005' },
      signedIn.token,
    );
    await setup.api(
      'POST',
      '/api/v1/registerations/assign-delegate',
      {
        delegateId: registration.id,
        committeeId: index < seated.length ? saved.id : otherSaved.id,
        countryId: String(tierB[index]!.id),
      },
      host.token,
    );
  }
  // A chair sees a seat once it is published to its delegate.
  await setup.api('POST', `/api/v1/allocation/${eventId}/publish`, {}, host.token);
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

it(
  "takes a committee's chair from the header to the room, where its delegates are, at phone and laptop width",
  { timeout: 120_000 },
  async () => {
    const { page, errors } = await browsers.open(seeded.server.url);
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, chair.email, chair.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "Chair's room" }).click();
    await shown(page.getByRole('heading', { name: "Chair's room", level: 1 }));
    await screenshot(page, 'chair-committees-phone');
    await page.getByRole('link', { name: new RegExp(`^${abbr}`) }).click();
    await shown(page.getByRole('heading', { name: `${abbr} — Chair's room` }));
    await shown(page.getByText(eventName));
    const delegates = page.getByRole('table', { name: 'Delegates of the committee' });
    for (const student of seated) await shown(delegates.getByRole('row').filter({ hasText: student.fullname }));
    expect(await delegates.getByRole('row').filter({ hasText: elsewhere.fullname }).count()).toBe(0);
    await shown(delegates.getByRole('row').filter({ hasText: countries[0]! }));
    await shown(page.getByRole('tab', { name: 'Roll call' }));
    await screenshot(page, 'chair-room-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1366, height: 900 });
    // Search by country keeps the one delegate who holds it.
    await page.getByRole('searchbox', { name: 'Search delegates' }).fill(countries[1]!);
    await expect.poll(() => delegates.getByRole('row').filter({ hasText: 'Seated' }).count()).toBe(1);
    await shown(delegates.getByRole('row').filter({ hasText: seated[1]!.fullname }));
    await page.getByRole('searchbox', { name: 'Search delegates' }).fill('');
    await expect.poll(() => delegates.getByRole('row').filter({ hasText: 'Seated' }).count()).toBe(2);
    await screenshot(page, 'chair-room');
    // The committee's placards and badges, one PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print placards and badges (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^placards-and-badges-.+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Two placards and one page of badges.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
  },
);
