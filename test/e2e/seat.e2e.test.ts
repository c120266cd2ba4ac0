import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { minimalPdf } from '../support/sample-files';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, shown, toast } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'seat', stamp);
const organiser = person('Mariam', 'Organiser');
const aisha = person('Aisha', 'Delegate');
const omar = person('Omar', 'Delegate');

let setup: ReturnType<typeof eventSetup>;
let hostToken: string;
let eventId: string;
/** The event's two committees: abbreviation, the event committee's id and the document only its delegates see. */
const committees: Array<{ abbr: string; id: string; document: string }> = [];
const registrationOf = new Map<string, string>();

/** A committee document, uploaded and saved by the organiser as the Agendas tab does it. */
const committeeDocument = async (committeeId: string, title: string) => {
  const form = new FormData();
  form.append('eventId', eventId);
  form.append('committeeId', committeeId);
  form.append('file', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), `${title}.pdf`);
  const response = await fetch(`${seeded.server.url}/api/v1/event-committees-agendas/upload-agenda-document`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${hostToken}` },
  });
  const uploaded = (await response.json()) as { documentUrl: string };
  if (!response.ok) throw new Error(`upload failed: ${response.status}`);
  await setup.api(
    'POST',
    '/api/v1/event-committees-agendas/save-event-committee-document',
    { eventId, committeeId, doc_type: 'committee', title, file_url: uploaded.documentUrl },
    hostToken,
  );
};

beforeAll(async () => {
  seeded = await startSeededServer();
  setup = eventSetup(seeded.server.url, seeded.database.url);
  const created = await setup.organiserWithEvent(organiser, { name: `Seat MUN ${stamp}`, seats: 30 });
  eventId = created.eventId;
  hostToken = created.host.token;
  const catalogue = await setup.api<Array<{ id: number; abbr: string; category: string }>>(
    'GET',
    '/api/v1/committees/all-committees',
    undefined,
    created.adminToken,
  );
  for (const entry of catalogue.filter((committee) => committee.category === 'country').slice(0, 2)) {
    const saved = await setup.api<{ id: string }>(
      'POST',
      '/api/v1/event-committees/save-event-committees-by-event',
      { committeeId: String(entry.id), eventId, category: 'country', abbr: entry.abbr, seats: '5' },
      hostToken,
    );
    const document = `${entry.abbr} study guide`;
    committees.push({ abbr: entry.abbr, id: saved.id, document });
    await committeeDocument(saved.id, document);
  }
  await setup.api(
    'POST',
    '/api/v1/event-committees-agendas/save-agenda',
    { eventId, event_committeeId: committees[0]!.id, agenda_abbr: 'A1', agenda_title: 'Autonomous weapons' },
    hostToken,
  );
  for (const student of [aisha, omar]) {
    const signedIn = await studentWithProfile(seeded.server.url, seeded.database.url, student);
    const registered = await setup.api<{ id: string }>(
      'POST',
      `/api/v1/registerations/event-registration-student/${signedIn.userId}`,
      {
        eventId,
        mun_experience: '4',
        food_pref: 'Vegetarian',
        food_allergies: '',
        emergency_name: 'Alice Lee',
        emergency_phone: '50 650 5005',
      },
      signedIn.token,
    );
    registrationOf.set(student.email, registered.id);
  }
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const documentsGroup = (page: Page, title: string) =>
  page.locator('.delegate-documents__group').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const countries = async () =>
  setup.api<Array<{ id: number; name: string }>>('GET', '/api/v1/countries/all-countries', undefined, hostToken);

/** A student on their delegate page's Participation Info, with the bell's socket joined. */
const delegatePage = async (who: { email: string; password: string }) => {
  const { page, errors } = await browsers.open(seeded.server.url);
  await logIn(page, who.email, who.password);
  await page.goto(`/student-delegate-page/${eventId}?tab=participation-info`);
  await shown(page.getByRole('heading', { name: 'Participation Info' }));
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await shown(page.getByRole('region', { name: 'Notifications', exact: true }).getByText('Connected', { exact: true }));
  await page.keyboard.press('Escape');
  return { page, errors };
};

it(
  'shows a delegate their seat only once published, at once on the open page, with their committee’s agendas and documents alone',
  { timeout: 240_000 },
  async () => {
    const [first, second] = committees as [(typeof committees)[number], (typeof committees)[number]];
    const { page: aishaPage, errors } = await delegatePage(aisha);
    await expect.poll(() => field(aishaPage, 'Committee').inputValue()).toBe('Not assigned yet');
    expect(await field(aishaPage, 'Country').inputValue()).toBe('Not assigned yet');
    await shown(documentsGroup(aishaPage, 'Committee Related').getByText('No committee documents available'));
    await screenshot(aishaPage, 'seat-not-assigned-yet');

    // The organiser seats both: drafts, which the delegates do not see, even on a fresh load.
    const byName = new Map((await countries()).map((country) => [country.name, String(country.id)]));
    await setup.api(
      'POST',
      '/api/v1/registerations/assign-delegate',
      { delegateId: registrationOf.get(aisha.email), committeeId: first.id, countryId: byName.get('France') },
      hostToken,
    );
    await setup.api(
      'POST',
      '/api/v1/registerations/assign-delegate',
      { delegateId: registrationOf.get(omar.email), committeeId: second.id, countryId: byName.get('Chile') },
      hostToken,
    );
    const { page: omarPage } = await delegatePage(omar);
    await expect.poll(() => field(omarPage, 'Committee').inputValue()).toBe('Not assigned yet');
    await aishaPage.reload();
    await expect.poll(() => field(aishaPage, 'Committee').inputValue()).toBe('Not assigned yet');
    await aishaPage.getByRole('button', { name: 'Notifications', exact: true }).click();
    await shown(aishaPage.getByRole('region', { name: 'Notifications', exact: true }).getByText('Connected', { exact: true }));
    await aishaPage.keyboard.press('Escape');

    // Publish allocation on the Allocation sub-tab: two seats wait, then none.
    const { page: hostPage } = await browsers.open(seeded.server.url);
    await logIn(hostPage, organiser.email, organiser.password);
    await hostPage.goto(`/event-dashboard/${eventId}`);
    await hostPage.getByRole('tab', { name: 'Delegates' }).click();
    await hostPage.getByRole('tab', { name: 'Allocation' }).click();
    const bar = hostPage.getByRole('region', { name: 'Publishing the allocation' });
    await shown(bar.getByText('Not published yet: delegates see no seats'));
    await shown(bar.getByText('2 seat changes are not published yet'));
    await screenshot(hostPage, 'seat-allocation-before-publish');
    await bar.getByRole('button', { name: 'Publish allocation' }).click();
    await shown(toast(hostPage, 'Allocation published: 2 delegates see their new seats'));
    await shown(bar.getByText('Every delegate sees their seat'));
    await shown(bar.getByText(/^Published /));
    expect(await bar.getByRole('button', { name: 'Publish allocation' }).isDisabled()).toBe(true);
    await screenshot(hostPage, 'seat-allocation-published');

    // Aisha's open page shows it without a reload, and the bell has it.
    await expect.poll(() => field(aishaPage, 'Committee').inputValue(), { timeout: 15_000 }).toMatch(new RegExp(`^${first.abbr}( – .+)?$`));
    expect(await field(aishaPage, 'Country').inputValue()).toBe('France');
    // The committee's category and the country's flag sit beside their labels.
    await shown(aishaPage.locator('.badge').getByText('Country', { exact: true }));
    await shown(aishaPage.locator('.badge').getByText('🇫🇷', { exact: true }));
    await shown(aishaPage.getByRole('listitem').filter({ hasText: 'A1: Autonomous weapons' }));
    await shown(documentsGroup(aishaPage, 'Committee Related').getByText(first.document));
    expect(await documentsGroup(aishaPage, 'Committee Related').getByText(second.document).count()).toBe(0);
    await shown(aishaPage.getByTestId('notification-badge'));
    await aishaPage.getByRole('button', { name: 'Notifications', exact: true }).click();
    const panel = aishaPage.getByRole('region', { name: 'Notifications', exact: true });
    await shown(panel.getByText(new RegExp(`You are seated in ${first.abbr} as France at 'Seat MUN ${stamp}'\\.`)));
    await screenshot(aishaPage, 'seat-published-delegate-page');
    await aishaPage.keyboard.press('Escape');

    // Omar, in the other committee, sees his committee's document and not Aisha's.
    await expect.poll(() => field(omarPage, 'Country').inputValue(), { timeout: 15_000 }).toBe('Chile');
    await shown(documentsGroup(omarPage, 'Committee Related').getByText(second.document));
    expect(await documentsGroup(omarPage, 'Committee Related').getByText(first.document).count()).toBe(0);
    await shown(omarPage.getByText('No agendas for your committee yet'));
    await screenshot(omarPage, 'seat-other-committee');

    // The dashboard says when it was published.
    await hostPage.getByRole('tab', { name: 'Dashboard' }).click();
    const chip = hostPage.locator('.event-dashboard__chip').filter({ hasText: 'Allocation Published' });
    await shown(chip);
    // The tab may first show its cached answer while it reads the dashboard again.
    await expect.poll(() => chip.locator('dd').innerText(), { timeout: 15_000 }).not.toBe('Not yet');
    await screenshot(hostPage, 'seat-dashboard-published');
    expect(errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
  },
);
