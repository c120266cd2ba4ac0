import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitingListMessages } from '@domain/registrations/waiting-list';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, rowWith, shown, toast } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'wait', stamp);
const organiser = person('Mariam', 'Organiser');
const seated = person('Omar', 'Seated');
const waiter = person('Layla', 'Waiter');
const eventName = `Waiting Room MUN ${stamp}`;

let eventId: string;
let seatedIds: { userId: string; token: string };

const bell = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });
const openPanel = async (page: Page) => {
  if ((await panel(page).count()) === 0) await bell(page).click();
  await shown(panel(page));
};

beforeAll(async () => {
  seeded = await startSeededServer();
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  const admin = await setup.api<{ token: string }>('POST', '/api/v1/users/login', superUserLogin);
  const host = await studentWithProfile(seeded.server.url, seeded.database.url, organiser);
  const organiserId = await setup.approvedOrganiser(host, admin.token);
  // One seat, taken before the waiter comes.
  eventId = await setup.approvedEvent({ token: host.token, organiserId }, admin.token, { name: eventName, seats: 1 });
  seatedIds = await studentWithProfile(seeded.server.url, seeded.database.url, seated);
  await studentWithProfile(seeded.server.url, seeded.database.url, waiter);
  await setup.api('POST', `/api/v1/registerations/event-registration-student/${seatedIds.userId}`, { eventId }, seatedIds.token);
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

it('a student joins the waiting list of a full event, another cancels, and the first sees the seat and the bell the notification', async () => {
  const { page, errors } = await browsers.open(seeded.server.url);
  await logIn(page, waiter.email, waiter.password);
  // The bell's socket is joined before anything happens.
  await openPanel(page);
  await shown(panel(page).getByText('Connected', { exact: true }));
  await page.keyboard.press('Escape');

  await page.goto(`/student-registration/${eventId}`);
  await shown(page.getByRole('heading', { name: 'Review Info' }));
  await shown(page.getByText(/This event is full: all seats are taken\. You can join its waiting list/));
  for (const step of ['MUN Info', 'Food Info', 'Emergency Info']) await page.getByRole('tab', { name: new RegExp(step) }).click();
  await page.getByLabel('Emergency Contact Name').fill('Alice Lee');
  await page.getByRole('button', { name: waitingListMessages.join }).click();
  await shown(toast(page, waitingListMessages.joined));
  await shown(page.getByRole('heading', { name: 'You are on the waiting list' }));
  await shown(page.getByText('Place 1 of 1'));
  await shown(page.getByRole('button', { name: waitingListMessages.leave }));
  await screenshot(page, 'waiting-list-student-place');

  // Leaving asks first; 'Stay on the list' keeps the place.
  await page.getByRole('button', { name: waitingListMessages.leave }).click();
  const dialog = page.getByRole('dialog', { name: waitingListMessages.leave });
  await shown(dialog);
  await dialog.getByRole('button', { name: 'Stay on the list' }).click();
  await expect.poll(() => dialog.count()).toBe(0);

  // The organiser sees the list in order, with the date, and the actions.
  const { page: organiserPage, errors: organiserErrors } = await browsers.open(seeded.server.url);
  await logIn(organiserPage, organiser.email, organiser.password);
  await organiserPage.goto(`/event-dashboard/${eventId}?tab=delegates&section=waiting-list`);
  await shown(rowWith(organiserPage, waiter.fullname));
  await shown(organiserPage.getByRole('button', { name: 'Close the list' }));
  await shown(rowWith(organiserPage, waiter.fullname).getByRole('button', { name: `Remove: ${waiter.fullname}` }));
  await screenshot(organiserPage, 'waiting-list-organiser');

  // The seated student cancels: the seat goes to the waiter in the same decision.
  const cancelled = await fetch(`${seeded.server.url}/api/v1/registerations/cancel-my-registration/${eventId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${seatedIds.token}` },
  });
  expect(cancelled.status).toBe(200);

  // The bell tells the waiter, and their page shows the seat without a reload.
  await page.waitForURL(new RegExp(`/student-delegate-page/${eventId}$`), { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Registration Info' }).click();
  await expect.poll(() => page.getByLabel('Emergency Contact Name', { exact: true }).inputValue(), { timeout: 15_000 }).toBe('Alice Lee');
  await openPanel(page);
  await shown(panel(page).getByText(`A seat is free at '${eventName}': you are registered, from the waiting list.`));
  await screenshot(page, 'waiting-list-student-promoted');

  // The organiser's list is empty now.
  await organiserPage.reload();
  await shown(organiserPage.getByText('Nobody is waiting'));

  const ignorable = (error: string) => /status of 404/.test(error);
  expect([...errors, ...organiserErrors].filter((error) => !ignorable(error))).toEqual([]);
});
