import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { minimalPdf } from '../support/sample-files';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, rowWith, shown, toast } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'ws', stamp);
const organiser = person('Mariam', 'Organiser');
const first = person('Omar', 'Leader');
const second = person('Layla', 'Helper');
const outsider = person('Yousef', 'Outsider');
const eventName = `Gulf Schools MUN ${stamp}`;
const otherEventName = `Desert Schools MUN ${stamp}`;

let setup: ReturnType<typeof eventSetup>;
let eventId: string;
let otherEventId: string;
let outsiderToken: string;
let delegateToken: string;
let hostToken: string;
let firstRegistrationId: string;

beforeAll(async () => {
  seeded = await startSeededServer();
  setup = eventSetup(seeded.server.url, seeded.database.url);
  const admin = await setup.api<{ token: string }>('POST', '/api/v1/users/login', superUserLogin);
  const host = await studentWithProfile(seeded.server.url, seeded.database.url, organiser);
  hostToken = host.token;
  const organiserId = await setup.approvedOrganiser(host, admin.token);
  eventId = await setup.approvedEvent({ token: host.token, organiserId }, admin.token, { name: eventName, seats: 20 });
  otherEventId = await setup.approvedEvent({ token: host.token, organiserId }, admin.token, { name: otherEventName, seats: 20 });
  // The leadership role holders must be delegates of the event; the outsider is one of another event.
  const register = async (who: typeof first, event: string) => {
    const signedIn = await studentWithProfile(seeded.server.url, seeded.database.url, who);
    const registered = await setup.api<{ id: string }>(
      'POST',
      `/api/v1/registerations/event-registration-student/${signedIn.userId}`,
      { eventId: event },
      signedIn.token,
    );
    return { ...signedIn, registrationId: registered.id };
  };
  const delegate = await register(first, eventId);
  delegateToken = delegate.token;
  firstRegistrationId = delegate.registrationId;
  await register(second, eventId);
  outsiderToken = (await register(outsider, otherEventId)).token;
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

/** The role names of the Leadership roles table, top to bottom (header row left out). */
const leaderOrder = (page: Page) =>
  page
    .getByRole('table', { name: 'Leadership roles' })
    .getByRole('row')
    .filter({ hasText: /Secretary-General/ })
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''));

const addLeader = async (page: Page, role: string, username: string) => {
  await page.getByRole('button', { name: 'Add Role' }).click();
  await page.getByRole('combobox', { name: 'Leadership Role' }).fill(role);
  await page
    .getByRole('option', { name: new RegExp(`^${role}`) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Username' }).fill(username);
  await page.getByRole('option', { name: new RegExp(username) }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await shown(toast(page, 'Leadership role added successfully'));
  await shown(rowWith(page, username));
};

const addCommittee = async (page: Page, abbr: string, seats: string, chair: string) => {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('combobox', { name: 'Committee' }).fill(abbr);
  await page.getByRole('option', { name: new RegExp(`^${abbr} `) }).click();
  await page.getByLabel('Seats Total', { exact: true }).fill(seats);
  await page.getByLabel('Chair Username', { exact: true }).fill(chair);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await shown(toast(page, 'Committees saved successfully'));
  await shown(rowWith(page, abbr).getByText(chair));
};

it('the organiser fills roles, committees, agendas and documents; a delegate of the event finds and opens them, a delegate of another event cannot', async () => {
  const { page, errors } = await browsers.open(seeded.server.url, { viewport: { width: 1280, height: 860 } });
  await logIn(page, organiser.email, organiser.password);

  // Leadership Roles: two holders, then the second moved above the first and back down.
  await page.goto(`/event-dashboard/${eventId}?tab=leadership-roles`);
  await shown(page.getByRole('button', { name: 'Add Role' }));
  await shown(page.getByText('No leadership roles yet'));
  await addLeader(page, 'Secretary-General', first.username);
  await addLeader(page, 'Deputy Secretary-General', second.username);
  await expect.poll(() => leaderOrder(page), { timeout: 15_000 }).toEqual(['Secretary-General', 'Deputy Secretary-General']);
  await page.getByRole('button', { name: 'Actions for Deputy Secretary-General' }).click();
  await page.getByRole('menuitem', { name: 'Move Up' }).click();
  await shown(toast(page, 'Ranking updated successfully'));
  await expect.poll(() => leaderOrder(page), { timeout: 15_000 }).toEqual(['Deputy Secretary-General', 'Secretary-General']);
  await page.getByRole('button', { name: 'Actions for Deputy Secretary-General' }).click();
  await page.getByRole('menuitem', { name: 'Move Down' }).click();
  await expect.poll(() => leaderOrder(page), { timeout: 15_000 }).toEqual(['Secretary-General', 'Deputy Secretary-General']);
  await screenshot(page, 'workspace-leadership-roles');

  // Committees: one Country, one Crisis, each with a chair.
  await page.getByRole('tab', { name: 'Committees' }).click();
  await shown(page.getByText('No committees available'));
  await addCommittee(page, 'UNSC', '30', first.username);
  await page.getByRole('tab', { name: 'Crisis' }).click();
  await shown(page.getByText('No committees available'));
  await addCommittee(page, 'JCC', '12', second.username);
  await screenshot(page, 'workspace-committees');

  // Agendas: an agenda and a document for UNSC (the first Country committee, selected by default).
  await page.getByRole('tab', { name: 'Agendas' }).click();
  await shown(page.getByRole('button', { name: 'UNSC', pressed: true }));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const agendaTitle = page.getByRole('textbox', { name: 'Agenda title' });
  expect(await agendaTitle.inputValue()).toBe('New Agenda Item');
  await agendaTitle.fill('Cyber warfare and international law');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await shown(toast(page, 'Agenda saved successfully'));
  await shown(page.getByText('Cyber warfare and international law'));
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'UNSC Study Guide.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  expect(await page.getByLabel('Document Name', { exact: true }).inputValue()).toBe('UNSC Study Guide');
  await page.getByRole('button', { name: 'Save Document' }).click();
  await shown(toast(page, 'Document saved successfully'));
  await shown(page.getByRole('button', { name: 'Actions for UNSC Study Guide' }));
  await screenshot(page, 'workspace-agendas');

  // General Documents.
  await page.getByRole('tab', { name: 'General Documents' }).click();
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'Delegate Handbook.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  expect(await page.getByLabel('Document Title', { exact: true }).inputValue()).toBe('Delegate Handbook');
  await page.getByRole('button', { name: 'Save Document' }).click();
  await shown(toast(page, 'Document saved successfully'));
  await shown(page.getByRole('button', { name: 'Actions for Delegate Handbook' }));
  await screenshot(page, 'workspace-general-documents');

  // Dashboard: the delegates and the committees' seats by category, from its read model.
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const summary = page.getByRole('table', { name: 'Allocation Summary' });
  await shown(summary);
  const seatsOf = (row: string) => summary.getByRole('row').filter({ hasText: row }).getByRole('cell').nth(1).innerText();
  await expect.poll(() => seatsOf('Total'), { timeout: 15_000 }).toBe('42');
  expect(await seatsOf('Country')).toBe('30');
  expect(await seatsOf('Crisis')).toBe('12');
  await shown(page.getByRole('table', { name: 'Allocation Status' }));
  await shown(page.getByRole('img', { name: /Country: 0 of 30 seats taken/ }));
  await screenshot(page, 'workspace-dashboard');

  // A delegate of the event: the two holders in Support Contact, both documents in Participation Info.
  const { page: delegatePage, errors: delegateErrors } = await browsers.open(seeded.server.url, { viewport: { width: 1280, height: 860 } });
  await logIn(delegatePage, first.email, first.password);
  await delegatePage.goto(`/student-delegate-page/${eventId}?tab=support-contact`);
  const contacts = delegatePage.getByRole('table', { name: 'Support contacts' });
  await shown(contacts.getByRole('row').filter({ hasText: first.username }).getByText('Secretary-General', { exact: true }));
  await shown(contacts.getByRole('row').filter({ hasText: second.username }).getByText('Deputy Secretary-General'));
  await shown(contacts.getByRole('row').filter({ hasText: first.username }).getByText(first.email));
  await screenshot(delegatePage, 'workspace-delegate-support-contact');

  // Seated in UNSC and published, the delegate sees UNSC's documents beside the general ones.
  const eventCommittees = await setup.api<Array<{ id: string; abbr: string }>>(
    'GET',
    `/api/v1/event-committees/get-all-event-committees/${eventId}`,
    undefined,
    hostToken,
  );
  const unsc = eventCommittees.find((committee) => committee.abbr === 'UNSC')!;
  await setup.api(
    'POST',
    '/api/v1/registerations/assign-delegate',
    { delegateId: firstRegistrationId, committeeId: unsc.id, countryId: '' },
    hostToken,
  );
  await setup.api('POST', `/api/v1/allocation/${eventId}/publish`, {}, hostToken);
  await delegatePage.getByRole('tab', { name: 'Participation Info' }).click();
  const openHandbook = delegatePage.getByRole('button', { name: 'Open Delegate Handbook in a new tab' });
  const openGuide = delegatePage.getByRole('button', { name: 'Open UNSC Study Guide in a new tab' });
  await shown(openHandbook);
  await shown(openGuide);
  await screenshot(delegatePage, 'workspace-delegate-participation-info');

  const open = async (button: typeof openHandbook) => {
    const [response, tab] = await Promise.all([
      delegatePage.waitForResponse((answer) => answer.url().includes('/uploads/')),
      delegatePage.context().waitForEvent('page'),
      button.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    await tab.close();
    return response.url();
  };
  const handbookUrl = await open(openHandbook);
  const guideUrl = await open(openGuide);

  // The event's own delegate gets both files with the token; a delegate of another event is refused them.
  for (const url of [handbookUrl, guideUrl]) {
    const allowed = await fetch(url, { headers: { authorization: `Bearer ${delegateToken}` } });
    expect(allowed.status).toBe(200);
    expect(
      Buffer.from(await allowed.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const refused = await fetch(url, { headers: { authorization: `Bearer ${outsiderToken}` } });
    expect(refused.status).toBe(403);
  }

  // 404s are answers the pages expect (no registration info yet and the like), which the browser logs all the same.
  const ignorable = (error: string) => /status of 404/.test(error);
  expect([...errors, ...delegateErrors].filter((error) => !ignorable(error))).toEqual([]);
});
