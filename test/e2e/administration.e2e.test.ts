import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateUsername } from '@domain/users/profile-rules';
import { launchBrowser, screenshot, type BrowserSession } from './support/browser';
import { rowWith, shown, toast } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
let session: BrowserSession;

interface Student {
  id: string;
  email: string;
  fullname: string;
}

const stamp = Date.now().toString(36);
const names = ['Amira Khan', 'Omar Haddad', 'Layla Nasser', 'Yusuf Rahman', 'Mariam Saleh', 'Zaid Farouk', 'Huda Karim', 'Sami Aziz'];
const students: Student[] = [];

/** A student who signed up, confirmed the email and completed the profile (through the API). */
const addStudent = async (fullname: string): Promise<Student> => {
  const email = `${fullname.toLowerCase().replace(/\s+/g, '.')}.${stamp}@gmail.com`;
  const { userId } = await studentWithProfile(seeded.server.url, seeded.database.url, {
    email,
    password: 'student-secret',
    fullname,
    username: generateUsername(fullname, Math.random),
  });
  return { id: userId, email, fullname };
};

beforeAll(async () => {
  seeded = await startSeededServer();
  // Sign-up is rate-limited to 10 a minute per client: eight students fit.
  for (const name of names) students.push(await addStudent(name));
  session = await launchBrowser(seeded.server.url);
});

afterAll(async () => {
  await session?.close();
  await seeded?.stop();
});

const logIn = async (page: Page) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(superUserLogin.email);
  await page.getByLabel('Password', { exact: true }).fill(superUserLogin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await shown(toast(page, 'Login successful!'));
  await page.waitForURL(/\/super-user/);
};

const menuOf = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await shown(menu);
  return menu;
};

it('a super user flags and reactivates a student, and the history shows both changes', async () => {
  const { page, errors } = session;
  const startedAt = Date.now();
  await logIn(page);

  // The dashboard shows its six tiles (figures, or a clear error while the endpoint is missing).
  for (const tile of ['Events Upcoming', 'Events Completed', 'Users', 'Organisers', 'Pending Approvals', 'Schools']) {
    await shown(page.getByRole('link', { name: new RegExp(tile) }).first());
  }

  // Users: 7 a page, Students first.
  await page.getByRole('link', { name: 'Masterlists' }).click();
  await page.getByRole('link', { name: 'Users', exact: true }).first().click();
  await page.waitForURL(/\/super-user\/masterlists\/users$/);
  await shown(page.getByText(`Showing 1 to 7 of ${students.length} users`));
  expect(await page.getByRole('table', { name: 'Students' }).getByRole('row').count()).toBe(1 + 7);
  await expect.poll(() => page.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  await page.getByRole('button', { name: 'Next' }).click();
  await shown(page.getByText(`Showing 8 to ${students.length} of ${students.length} users`));
  await screenshot(page, 'administration-users-page-2');

  // Search narrows the list (case-insensitive) and starts again on page 1.
  const target = students[2]!;
  await page.getByLabel('Search').fill(target.fullname.toUpperCase());
  await shown(page.getByText('Showing 1 to 1 of 1 users'));
  const row = rowWith(page, target.email);
  await shown(row.getByText('Active'));

  // Flag: the menu offers Flag and Block to an active user, no Active.
  let menu = await menuOf(page, target.fullname);
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(expect.arrayContaining(['Flag', 'Block', 'Delete', 'History']));
  expect(await menu.getByRole('menuitem', { name: 'Active', exact: true }).count()).toBe(0);
  // The answer is held back a moment so that the row's 'Updating' state can be seen.
  await page.route('**/api/v1/users/update-user-status/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await menu.getByRole('menuitem', { name: 'Flag' }).click();
  await shown(row.getByRole('status').filter({ hasText: 'Updating' }));
  expect(await page.getByRole('button', { name: `Actions for ${target.fullname}` }).isDisabled()).toBe(true);
  await shown(toast(page, 'User updated successfully'));
  await page.unroute('**/api/v1/users/update-user-status/**');
  await shown(row.getByText('Flagged'));
  await screenshot(page, 'administration-user-flagged');

  // Reactivate: a flagged user has Active and Block, no Flag.
  menu = await menuOf(page, target.fullname);
  expect(await menu.getByRole('menuitem', { name: 'Flag', exact: true }).count()).toBe(0);
  await menu.getByRole('menuitem', { name: 'Active', exact: true }).click();
  await shown(row.getByText('Active'));

  // The user's history, from the row menu: both changes, newest first, by the super user.
  menu = await menuOf(page, target.fullname);
  await menu.getByRole('menuitem', { name: 'History' }).click();
  await page.waitForURL(/\/super-user\/history\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('entityType')).toBe('user');
  expect(url.searchParams.get('entityId')).toBe(target.id);
  await shown(page.getByText(`History of user ${target.fullname}`));
  const changes = page.getByRole('table', { name: 'Status changes' }).getByRole('row');
  await shown(changes.filter({ hasText: 'Flagged' }).first());
  // The seeded super user has no profile: the name shown is the email.
  const byAdmin = changes.filter({ hasText: superUserLogin.email });
  await expect.poll(() => byAdmin.count()).toBe(2);
  const [reactivated, flagged] = [byAdmin.nth(0), byAdmin.nth(1)];
  await expect.poll(() => reactivated.getByRole('cell').nth(3).innerText()).toMatch(/Flagged\s*→\s*Active/);
  await expect.poll(() => flagged.getByRole('cell').nth(3).innerText()).toMatch(/Active\s*→\s*Flagged/);
  for (const change of [reactivated, flagged]) {
    const when = await change.locator('time').getAttribute('datetime');
    const at = Date.parse(when!);
    expect(at).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await change.locator('time').innerText()).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2}$/);
  }
  await screenshot(page, 'administration-user-history');

  // The global trail, filtered by who made the change, and its CSV export with the same filter.
  await page.getByRole('button', { name: 'Show all changes' }).click();
  await page.getByLabel('Changed by').selectOption({ label: superUserLogin.email });
  await expect.poll(() => new URL(page.url()).searchParams.get('actorId')).toBeTruthy();
  await shown(page.getByText(/^Showing 1 to \d+ of \d+ changes$/));
  await expect.poll(() => changes.filter({ hasText: target.fullname }).count()).toBe(2);
  await expect.poll(() => changes.filter({ hasNotText: superUserLogin.email }).count()).toBe(1); // the header row
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^status-changes-.*\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('When (UTC)');
  expect(csv).toContain(target.fullname);
  expect(csv.split('\n').filter((line) => line.includes(target.fullname))).toHaveLength(2);
  expect(csv.split('\n').filter((line) => line.includes(students[1]!.fullname))).toHaveLength(0);

  expect(errors.filter((error) => !/status of 40[0-9]/.test(error))).toEqual([]);
});

it('a super user invites a student as super user from the suggestions, then removes them', async () => {
  const { page } = session;
  const invitee = students[0]!;
  await page.goto('/super-user/masterlists/superusers');
  await shown(page.getByRole('button', { name: /Teachers/ }));

  // Both fields are needed.
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await shown(page.getByRole('alert').filter({ hasText: 'Please fill in both name and email fields' }));

  // Typing a name suggests existing users; picking one fills both fields.
  await page.getByRole('combobox', { name: 'Name' }).fill(invitee.fullname.slice(0, 4).toLowerCase());
  await page.getByRole('option', { name: new RegExp(invitee.fullname) }).click();
  expect(await page.getByRole('combobox', { name: 'Email' }).inputValue()).toBe(invitee.email);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await shown(toast(page, 'Invitation sent successfully'));

  // The invitee is a student: the Students toggle lists them.
  await page.getByRole('button', { name: /Students/ }).click();
  await shown(rowWith(page, invitee.email));
  await screenshot(page, 'administration-superusers');

  await rowWith(page, invitee.email)
    .getByRole('button', { name: `Remove ${invitee.fullname}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await shown(toast(page, 'Super user removed successfully'));
  await expect.poll(() => rowWith(page, invitee.email).count()).toBe(0);
});
