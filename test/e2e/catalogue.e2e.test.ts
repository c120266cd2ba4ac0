import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generateUsername } from '@domain/users/profile-rules';
import { launchBrowser, screenshot, type BrowserSession } from './support/browser';
import { logIn, pathOf, rowWith, shown, toast } from './support/page-helpers';
import { apiAt, studentWithProfile } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
let session: BrowserSession;

beforeAll(async () => {
  seeded = await startSeededServer();
  session = await launchBrowser(seeded.server.url);
});

afterAll(async () => {
  await session?.close();
  await seeded?.stop();
});

it('a super user logs in and creates, edits and deletes a leadership role and a committee', async () => {
  const { page } = session;

  await page.goto('/super-user/masterlists/leadership-roles');
  await page.waitForURL(/\/login$/);
  await page.getByLabel('Email').fill(superUserLogin.email);
  await page.getByLabel('Password', { exact: true }).fill(superUserLogin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await shown(toast(page, 'Login successful!'));
  await page.waitForURL(/\/super-user/);

  // Leadership roles: the seeded catalogue is listed.
  await page.goto('/super-user/masterlists/leadership-roles');
  await shown(rowWith(page, 'Secretary-General').first());

  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'ABBR', exact: true }).fill('E2E');
  await page.getByRole('textbox', { name: 'Leadership Role', exact: true }).fill('End-to-End Coordinator');
  await page.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Leadership role created, updated or deleted successfully'));
  await shown(rowWith(page, 'End-to-End Coordinator'));

  await page.getByLabel('Search').fill('end-to-end');
  await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one match
  await rowWith(page, 'End-to-End Coordinator').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Leadership Role', exact: true }).fill('End-to-End Lead');
  await page.getByRole('button', { name: 'Save' }).click();
  await shown(rowWith(page, 'End-to-End Lead'));
  await screenshot(page, 'leadership-roles-edited');

  await rowWith(page, 'End-to-End Lead').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => rowWith(page, 'End-to-End Lead').count()).toBe(0);
  const afterDelete = await fetchList(page, '/api/v1/leadership-roles/all-leadership-roles');
  expect(afterDelete.some((role) => role.abbr === 'E2E')).toBe(false);

  // Committees: add in the Crisis tab, edit, delete.
  await page.goto('/super-user/masterlists/committees');
  await page.getByRole('tab', { name: 'Crisis Committees' }).click();
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'ABBR', exact: true }).fill('E2EC');
  await page.getByRole('textbox', { name: 'Committee', exact: true }).fill('End-to-End Crisis Cabinet');
  await page.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Committee created, updated or deleted successfully').first());
  await shown(rowWith(page, 'End-to-End Crisis Cabinet'));

  await rowWith(page, 'End-to-End Crisis Cabinet').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Committee', exact: true }).fill('End-to-End Crisis Council');
  await page.getByRole('button', { name: 'Save' }).click();
  await shown(rowWith(page, 'End-to-End Crisis Council'));
  const committees = await fetchList(page, '/api/v1/committees/all-committees');
  expect(committees).toContainEqual(expect.objectContaining({ abbr: 'E2EC', committee: 'End-to-End Crisis Council', category: 'crisis' }));

  await rowWith(page, 'End-to-End Crisis Council').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => rowWith(page, 'End-to-End Crisis Council').count()).toBe(0);
  // Three committee toasts and a login toast were raised: at most three are ever visible.
  await shown(toast(page, 'Committee created, updated or deleted successfully').first());
  expect(await page.locator('[data-sonner-toast][data-visible="true"]').count()).toBeLessThanOrEqual(3);
  await screenshot(page, 'committees-after-delete');

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await shown(toast(page, 'Logged out successfully'));
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  expect(session.errors).toEqual([]);
});

/** Reads a list through the API with the browser's own stored token. */
const fetchList = (page: Page, url: string) =>
  page.evaluate(async (path) => {
    const response = await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return ((await response.json()) as { data: Array<Record<string, string>> }).data;
  }, url);

it('shows the 404 page with its two buttons for an unknown path', async () => {
  const { page } = session;
  // Signed out (the test before logs out): Go Home opens /home, whose guard sends a visitor on to
  // /login, so only the log-in page is sure to be seen.
  await page.goto('/no-such-page');
  await shown(page.getByRole('heading', { name: 'Oops! Page Not Found' }));
  await shown(page.getByRole('button', { name: 'Go Back' }));
  await page.getByRole('button', { name: 'Go Home' }).click();
  await page.waitForURL(/\/login$/);
});

it('a super user finds a country in the Countries masterlist and changes its tier inline; a student is kept out', async () => {
  const { page } = session;
  // The test before leaves the log-in page remembering /home, so where the log-in lands varies.
  await logIn(page, superUserLogin.email, superUserLogin.password);

  // Reached from the Masterlists landing, next to Committees.
  await page.goto('/super-user/masterlists');
  await page.getByRole('region', { name: 'Events Related' }).getByRole('link', { name: 'Countries' }).click();
  await page.waitForURL(/\/super-user\/masterlists\/countries$/);
  await shown(page.getByText('3+ years of MUN experience: S, A or B · 1–2 years: A or B · none: B'));
  await shown(rowWith(page, 'United Arab Emirates'));
  await expect.poll(() => page.getByRole('row').count()).toBe(196); // header + the 195 seeded countries

  // Search by code, then by name.
  await page.getByLabel('Search').fill('dz');
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
  await shown(rowWith(page, 'Algeria'));
  await page.getByLabel('Search').fill('albania');
  await expect.poll(() => page.getByRole('row').count()).toBe(2);

  // The tier is changed from the row and saved at once.
  const tier = rowWith(page, 'Albania').getByRole('combobox', { name: 'Tier of Albania' });
  expect(await tier.inputValue()).toBe('B');
  await tier.selectOption('A');
  await shown(toast(page, 'Country updated successfully'));
  await expect.poll(() => tier.isEnabled()).toBe(true);
  await screenshot(page, 'countries-tier-changed');

  await page.reload();
  await shown(rowWith(page, 'Albania'));
  expect(await page.getByLabel('Search').inputValue()).toBe('albania');
  expect(await rowWith(page, 'Albania').getByRole('combobox', { name: 'Tier of Albania' }).inputValue()).toBe('A');
  const countries = await fetchList(page, '/api/v1/countries/all-countries');
  expect(countries).toContainEqual(expect.objectContaining({ name: 'Albania', code: 'AL', tier: 'A' }));

  // The tier filter shows one tier: Albania is now among the A countries, not the B ones.
  await page.getByRole('button', { name: 'Tier B' }).click();
  await shown(page.getByText('No countries match your search.'));
  await page.getByRole('button', { name: 'Tier A' }).click();
  await shown(rowWith(page, 'Albania'));
  await page.getByRole('button', { name: 'All tiers' }).click();
  await page.getByLabel('Search').fill('');
  await screenshot(page, 'countries-masterlist');

  // Add (tier B unless chosen), edit the tier with Edit, delete.
  await page.getByRole('button', { name: 'Add' }).click();
  expect(await page.getByRole('combobox', { name: 'Tier', exact: true }).inputValue()).toBe('B');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Freedonia');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('xf');
  await screenshot(page, 'countries-add-row');
  await page.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Country created successfully'));
  await page.getByLabel('Search').fill('freedonia');
  await shown(rowWith(page, 'XF'));
  await rowWith(page, 'Freedonia').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('combobox', { name: 'Tier', exact: true }).selectOption('S');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => rowWith(page, 'Freedonia').getByRole('combobox', { name: 'Tier of Freedonia' }).inputValue()).toBe('S');
  await rowWith(page, 'Freedonia').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await shown(toast(page, 'Country deleted successfully'));
  await expect.poll(() => rowWith(page, 'Freedonia').count()).toBe(0);
  expect(session.errors).toEqual([]);

  // A student gets neither the page nor the writes.
  const student = { fullname: 'Reem Al Hashimi', email: `reem.${Date.now().toString(36)}@gmail.com`, password: 'student-secret' };
  const { token } = await studentWithProfile(seeded.server.url, seeded.database.url, {
    ...student,
    username: generateUsername(student.fullname, Math.random),
  });
  const studentSession = await launchBrowser(seeded.server.url);
  try {
    await logIn(studentSession.page, student.email, student.password);
    await studentSession.page.goto('/super-user/masterlists/countries');
    await studentSession.page.waitForURL(/\/home$/);
    expect(pathOf(studentSession.page)).toBe('/home');
  } finally {
    await studentSession.close();
  }
  const albania = countries.find((country) => country.name === 'Albania')!;
  await expect(
    apiAt(seeded.server.url)('PATCH', `/api/v1/countries/update-country/${albania.id}`, { name: 'Albania', code: 'AL', tier: 'S' }, token),
  ).rejects.toThrow(/403/);
});
