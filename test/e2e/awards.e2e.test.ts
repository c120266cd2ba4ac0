import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, shown, toast, sidewaysOverflow } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'aw', stamp);
const organiser = person('Noura', 'Organiser');
const chair = person('Saeed', 'Chair');
const delegate = person('Amal', 'Delegate');
let eventId: string;
let committeeId: string;
let eventName: string;
/** A tier B country (any delegate may hold one), where the delegate sits. */
let country: string;

beforeAll(async () => {
  seeded = await startSeededServer();
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  eventName = `Awards MUN ${stamp}`;
  const { adminToken, host, eventId: created } = await setup.organiserWithEvent(organiser, { name: eventName, seats: 20 });
  eventId = created;
  await studentWithProfile(seeded.server.url, seeded.database.url, chair);
  const catalogue = await setup.api<Array<{ id: number; abbr: string; category: string }>>(
    'GET',
    '/api/v1/committees/all-committees',
    undefined,
    adminToken,
  );
  const unsc = catalogue.find((committee) => committee.category === 'country')!;
  const saved = await setup.api<{ id: string }>(
    'POST',
    '/api/v1/event-committees/save-event-committees-by-event',
    {
      committeeId: String(unsc.id),
      eventId,
      category: 'country',
      abbr: unsc.abbr,
      seats: '4',
      chair_username: chair.username,
      chair_fullname: chair.fullname,
    },
    host.token,
  );
  committeeId = saved.id;
  const countries = await setup.api<Array<{ id: number; name: string; tier: string }>>(
    'GET',
    '/api/v1/countries/all-countries',
    undefined,
    adminToken,
  );
  const seat = countries.filter((each) => each.tier === 'B').sort((a, b) => a.name.localeCompare(b.name))[3]!;
  country = seat.name;
  const signedIn = await studentWithProfile(seeded.server.url, seeded.database.url, delegate);
  const registered = await setup.api<{ id: string }>(
    'POST',
    `/api/v1/registerations/event-registration-student/${signedIn.userId}`,
    {
      eventId,
      mun_experience: '0',
      pref_committee_1_id: String(unsc.id),
      pref_committee_2_id: null,
      pref_committee_3_id: null,
      emergency_name: 'Alice Lee',
      emergency_phone: '50 650 5005',
    },
    signedIn.token,
  );
  await setup.api(
    'POST',
    '/api/v1/registerations/assign-delegate',
    { delegateId: registered.id, committeeId, countryId: String(seat.id) },
    host.token,
  );
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

it('has a chair nominate, the organiser confirm, and the delegate see the award on their page', { timeout: 180_000 }, async () => {
  // The chair and the delegate on phones, the organiser on a laptop.
  const chairSession = await browsers.open(seeded.server.url);
  await chairSession.page.setViewportSize({ width: 390, height: 844 });
  await logIn(chairSession.page, chair.email, chair.password);
  await chairSession.page.goto(`/awards/${eventId}/${committeeId}`);
  const choose = chairSession.page.getByLabel('Delegate to nominate for Best Delegate');
  await shown(choose);
  await choose.selectOption({ label: `${country} · ${delegate.fullname}` });
  await chairSession.page.getByRole('form', { name: 'Nominate for Best Delegate' }).getByRole('button', { name: 'Nominate' }).click();
  await shown(toast(chairSession.page, 'Nomination made'));
  await shown(chairSession.page.getByRole('list', { name: 'Best Delegate nominations' }).getByText(delegate.fullname));
  await screenshot(chairSession.page, 'awards-chair-nominated');
  expect(await sidewaysOverflow(chairSession.page)).toBeLessThanOrEqual(0);
  expect(chairSession.errors.filter((error) => error.startsWith('csp:'))).toEqual([]);

  const organiserSession = await browsers.open(seeded.server.url);
  await logIn(organiserSession.page, organiser.email, organiser.password);
  await organiserSession.page.goto(`/awards/${eventId}`);
  const row = organiserSession.page.getByRole('row').filter({ hasText: delegate.fullname });
  await row.getByRole('button', { name: 'Confirm' }).click();
  await shown(toast(organiserSession.page, 'Award confirmed'));
  await shown(row.getByRole('button', { name: 'Revoke' }));
  await screenshot(organiserSession.page, 'awards-organiser-confirmed');
  // The list scrolls in its own frame on a phone, not the page.
  await organiserSession.page.setViewportSize({ width: 390, height: 844 });
  await shown(row.getByRole('button', { name: 'Revoke' }));
  await screenshot(organiserSession.page, 'awards-organiser-phone');
  expect(await sidewaysOverflow(organiserSession.page)).toBeLessThanOrEqual(0);
  await organiserSession.page.setViewportSize({ width: 1366, height: 860 });
  await organiserSession.page.goto(`/results/${eventId}`);
  await shown(organiserSession.page.getByText(`Best Delegate: ${delegate.fullname} (${country})`));
  await screenshot(organiserSession.page, 'awards-results');
  expect(organiserSession.errors.filter((error) => error.startsWith('csp:'))).toEqual([]);

  const delegateSession = await browsers.open(seeded.server.url);
  await delegateSession.page.setViewportSize({ width: 390, height: 844 });
  await logIn(delegateSession.page, delegate.email, delegate.password);
  await delegateSession.page.goto(`/student-delegate-page/${eventId}`);
  const awards = delegateSession.page.getByRole('region', { name: 'Awards', exact: true });
  await shown(awards.getByText('Best Delegate'));
  await awards.scrollIntoViewIfNeeded();
  await screenshot(delegateSession.page, 'awards-delegate-page');
  expect(await sidewaysOverflow(delegateSession.page)).toBeLessThanOrEqual(0);
  expect(delegateSession.errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
});
