import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, dashboardDate, uaeDateOf } from '@domain/events/event-dates';
import { generateUsername } from '@domain/users/profile-rules';
import { minimalPdf, PNG_1X1 } from '../support/sample-files';
import { browserSessions, screenshot } from './support/browser';
import { logIn, menuItem, pathOf, rowWith, shown, toast } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string) => {
  const fullname = `${first} Delegate`;
  return {
    email: `${first.toLowerCase()}.events.${stamp}@gmail.com`,
    password: `${first.toLowerCase()}-secret`,
    fullname,
    username: generateUsername(fullname, Math.random),
  };
};
const organiser = person('Mariam');
const viewer = person('Yousef');

const today = uaeDateOf(new Date());
const eventName = `Gulf Youth MUN ${stamp}`;
const renamed = `${eventName} Spring`;

beforeAll(async () => {
  seeded = await startSeededServer();
  for (const who of [organiser, viewer]) await studentWithProfile(seeded.server.url, seeded.database.url, who);
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

/** react-day-picker names each day button like 'Thursday, December 10th, 2026'. */
const dayLabel = (isoDate: string) => {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const day = date.getUTCDate();
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${month} ${day}${suffix}, ${date.getUTCFullYear()}`;
};

/** Opens the picker under `trigger`, clicks the two days (turning months as needed) and applies. */
const pickDates = async (page: Page, trigger: ReturnType<Page['getByRole']>, start: string, end: string) => {
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await shown(dialog);
  for (const date of [start, end]) {
    const day = dialog.getByRole('button', { name: new RegExp(dayLabel(date)) }).first();
    for (let turns = 0; (await day.count()) === 0 && turns < 3; turns += 1)
      await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
    await day.click();
  }
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
};

it('an organiser creates an event, a super user approves, flags and approves it again, a student finds it and sees its edits', async () => {
  // A student asks to be an organiser (the existing flow) and the super user approves.
  const { page: organiserPage, errors: organiserErrors } = await browsers.open(seeded.server.url);
  await logIn(organiserPage, organiser.email, organiser.password);
  await organiserPage.goto('/request-approval');
  await organiserPage.getByLabel('Role in event or in school').fill('MUN club secretary');
  await organiserPage
    .getByLabel('Upload evidence')
    .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await shown(organiserPage.getByRole('button', { name: 'Remove letter.pdf' }));
  await organiserPage.getByRole('button', { name: 'Submit' }).click();
  await organiserPage.waitForURL(/\/request-under-verification$/);

  const { page: adminPage, errors: adminErrors } = await browsers.open(seeded.server.url);
  await logIn(adminPage, superUserLogin.email, superUserLogin.password);
  await adminPage.goto('/super-user/masterlists/organisers');
  await shown(rowWith(adminPage, organiser.username));
  await menuItem(adminPage, organiser.username, 'Approve');
  await shown(toast(adminPage, 'Organiser status updated successfully'));

  // The approval reaches the organiser's session on /home; the organiser's grid starts empty.
  const organiserLink = organiserPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organiser' });
  await expect
    .poll(
      async () => {
        await organiserPage.goto('/home');
        await shown(organiserPage.getByRole('heading', { name: /Welcome/ }));
        return organiserLink.count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(1);
  await organiserLink.click();
  await organiserPage.waitForURL(/\/organiser$/);
  await shown(organiserPage.getByText('No events available'));
  await shown(organiserPage.getByText('Please create an event to get started.'));
  await organiserPage.getByRole('link', { name: 'Create Event' }).click();
  await organiserPage.waitForURL(/\/event-create$/);

  // Step 1, Event Info: Continue checks it first.
  const continueButton = organiserPage.getByRole('button', { name: 'Continue' });
  await continueButton.click();
  await shown(toast(organiserPage, 'Please fill in all required fields and ensure description is upto 500 characters'));
  await shown(organiserPage.getByText('Event name is required'));
  await shown(organiserPage.getByText('Event cover image is required'));
  const fileInputs = organiserPage.locator('input[type="file"]');
  await fileInputs.nth(0).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await fileInputs.nth(1).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect.poll(() => organiserPage.getByText('Change image').count(), { timeout: 15_000 }).toBe(2);
  await organiserPage.getByLabel('Event Name').fill(eventName);
  await organiserPage.getByLabel('Event Description').fill('Three days of committee sessions for schools across the Emirates.');
  const datesTrigger = organiserPage.getByRole('button', { name: /Event Dates/ });
  await pickDates(organiserPage, datesTrigger, addDays(today, 10), addDays(today, 12));
  await continueButton.click();

  // Step 2, Seats & Fees: positive numbers, digits only, total revenue computed.
  await shown(organiserPage.getByLabel('Number of Seats'));
  await continueButton.click();
  await shown(organiserPage.getByText('Number of seats must be a positive number'));
  await shown(toast(organiserPage, 'Please fill in all required fields for seats and fees'));
  await organiserPage.getByLabel('Number of Seats').pressSequentially('12a0');
  await shown(toast(organiserPage, 'Only numbers are allowed in this field'));
  expect(await organiserPage.getByLabel('Number of Seats').inputValue()).toBe('120');
  await organiserPage.getByLabel('Fees per Delegate (AED)').fill('150');
  await expect.poll(() => organiserPage.getByLabel('Total Revenue').inputValue()).toMatch(/18,?000/);
  await continueButton.click();

  // Step 3, Event Links, then the event is created.
  await organiserPage.getByLabel('Website').fill('not a website');
  await organiserPage.getByLabel('Instagram').fill('@gulfyouthmun');
  await organiserPage.getByRole('button', { name: 'Create Event' }).click();
  await shown(organiserPage.getByText('Please enter a valid website URL'));
  await organiserPage.getByLabel('Website').fill('https://gulfyouthmun.example.org');
  await organiserPage.getByRole('button', { name: 'Create Event' }).click();
  await organiserPage.waitForURL(/\/event-create-success$/);
  await shown(organiserPage.getByText('Your event is created.'));
  await screenshot(organiserPage, 'events-created');
  await organiserPage.goto('/organiser');
  const organiserCard = organiserPage.getByRole('link', { name: new RegExp(eventName) });
  await shown(organiserCard);
  await shown(organiserCard.getByText('Pending'));

  // The super user approves, flags and approves it again from the events masterlist.
  await adminPage.goto('/super-user/masterlists/events');
  await adminPage.getByLabel('Search').fill(eventName.slice(-8));
  const row = rowWith(adminPage, eventName);
  await shown(row.getByText('Pending', { exact: true }));
  for (const [item, status] of [
    ['Approve', 'Approved'],
    ['Flag', 'Flagged'],
    ['Approve again', 'Approved'],
  ] as const) {
    await menuItem(adminPage, eventName, item);
    await shown(row.getByText(status, { exact: true }));
  }
  await screenshot(adminPage, 'events-masterlist');

  // The history shows the three changes, by the super user.
  const eventId = (await organiserCard.getAttribute('href'))!.split('/').pop()!;
  await adminPage.goto(`/super-user/history?entityType=event&entityId=${eventId}`);
  const changes = adminPage.getByRole('table', { name: 'Status changes' }).getByRole('row');
  const byAdmin = changes.filter({ hasText: superUserLogin.email });
  await expect.poll(() => byAdmin.count(), { timeout: 15_000 }).toBe(3);
  const transitions = await Promise.all([0, 1, 2].map((index) => byAdmin.nth(index).getByRole('cell').nth(3).innerText()));
  expect(transitions.map((text) => text.replace(/\s+/g, ' '))).toEqual(['Flagged → Approved', 'Approved → Flagged', 'Pending → Approved']);
  await screenshot(adminPage, 'events-history');

  // Another student now finds it under Upcoming (home gives way to the dashboard).
  const { page: viewerPage, errors: viewerErrors } = await browsers.open(seeded.server.url);
  await logIn(viewerPage, viewer.email, viewer.password);
  await viewerPage.goto('/home');
  await viewerPage.waitForURL(/\/dashboard$/);
  expect(await viewerPage.getByRole('tab', { name: /Upcoming/ }).getAttribute('aria-selected')).toBe('true');
  const viewerCard = viewerPage.getByRole('link', { name: new RegExp(eventName) });
  await shown(viewerCard);
  await shown(viewerCard.getByText(dashboardDate(addDays(today, 10))));
  await shown(viewerCard.getByText('AED 150'));

  // The organiser renames it and moves its dates in Event Details.
  await organiserCard.click();
  await organiserPage.waitForURL(/\/event-dashboard\//);
  // The workspace opens on the Dashboard; the details are one tab over.
  await shown(organiserPage.getByRole('tab', { name: 'Dashboard', selected: true }));
  await organiserPage.getByRole('tab', { name: 'Event Details' }).click();
  await shown(organiserPage.getByRole('tab', { name: 'Event Details', selected: true }));
  await organiserPage.getByRole('button', { name: 'Edit Event Name' }).click();
  await organiserPage.getByRole('textbox', { name: 'Event Name' }).fill(renamed);
  await organiserPage.getByRole('button', { name: 'Edit Date' }).click();
  await pickDates(
    organiserPage,
    organiserPage.getByRole('group', { name: 'Date', exact: true }).getByRole('button').first(),
    addDays(today, 20),
    addDays(today, 22),
  );
  await organiserPage.getByRole('button', { name: 'Save' }).click();
  await shown(toast(organiserPage, 'Event updated successfully'));
  await screenshot(organiserPage, 'events-details-saved');

  // The student sees the change (after each reload the list needs a moment to arrive).
  await expect
    .poll(
      async () => {
        await viewerPage.reload();
        return viewerPage
          .getByRole('link', { name: new RegExp(renamed) })
          .waitFor({ timeout: 3_000 })
          .then(
            () => 1,
            () => 0,
          );
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(1);
  await shown(viewerPage.getByRole('link', { name: new RegExp(renamed) }).getByText(dashboardDate(addDays(today, 20))));
  await screenshot(viewerPage, 'events-student-dashboard');
  expect(pathOf(viewerPage)).toBe('/dashboard');

  expect([...organiserErrors, ...adminErrors, ...viewerErrors]).toEqual([]);
});
