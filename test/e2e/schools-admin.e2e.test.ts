import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateUsername } from '@domain/users/profile-rules';
import { launchBrowser, screenshot, type BrowserSession } from './support/browser';
import { shown, toast } from './support/page-helpers';
import { apiAt, outboxLink, verificationTokenOf } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
let session: BrowserSession;
let adminToken: string;

interface School {
  id: string;
  code: string;
  name: string;
  locality_id: string;
  area_id: string | null;
  locality: { id: string; code: string; name: string };
  area: { id: string; code: string; name: string } | null;
  status: string;
}

interface LocalityRow {
  id: string;
  locality_id: string;
  locality_name: string;
  area_id: string | null;
  area_name: string | null;
  status: string;
  linkedSchoolsCount: number;
  linkedStudentsCount: number;
}

interface Locality {
  id: string;
  name: string;
  areas: { id: string; code: string; name: string }[];
}

interface ProfileView {
  school_id: string | null;
  school: { id: string; locality_id: string; area_id: string | null } | null;
}

const stamp = Date.now().toString(36);

const api = <Data>(method: string, path: string, body?: unknown, token: string | null = adminToken) =>
  apiAt(seeded.server.url)<Data>(method, path, body, token);
const verificationToken = async (email: string) => verificationTokenOf(await outboxLink(seeded.database.url, email));

const allSchools = () => api<School[]>('GET', '/api/v1/schools/all-schools');
const localityRows = () => api<LocalityRow[]>('GET', '/api/v1/localities/locality-rows');
const profileOf = (userId: string) => api<ProfileView>('GET', `/api/v1/users/user-profile/${userId}`);

/** A student who signed up, confirmed the email and completed a profile at this school (all through the API). */
const addStudentAt = async (fullname: string, schoolId: string): Promise<string> => {
  const email = `${fullname.toLowerCase().replace(/\s+/g, '.')}.${stamp}@gmail.com`;
  await api('POST', '/api/v1/users/register', { email, password: 'student-secret', role: 'student' }, null);
  const signedIn = await api<{ userId: string; token: string }>(
    'POST',
    '/api/v1/users/verify-email',
    { token: await verificationToken(email) },
    null,
  );
  await api(
    'PATCH',
    `/api/v1/users/student-profile/${signedIn.userId}`,
    {
      fullname,
      username: generateUsername(fullname, Math.random),
      birthday: '2009-05-01',
      gender: 'female',
      school_id: schoolId,
      grade: 'grade-10',
      country_code: '+971',
      phone: '50 650 5005',
    },
    signedIn.token,
  );
  return signedIn.userId;
};

beforeAll(async () => {
  seeded = await startSeededServer();
  adminToken = (await api<{ token: string }>('POST', '/api/v1/users/login', superUserLogin, null)).token;
  session = await launchBrowser(seeded.server.url);
  const { page } = session;
  await page.goto('/login');
  await page.getByLabel('Email').fill(superUserLogin.email);
  await page.getByLabel('Password', { exact: true }).fill(superUserLogin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await shown(toast(page, 'Login successful!'));
  await page.waitForURL(/\/super-user/);
});

afterAll(async () => {
  await session?.close();
  await seeded?.stop();
});

const mergeBar = (page: Page) => page.getByRole('region', { name: 'Merge' });
const rowOf = (page: Page, menuLabel: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: menuLabel, exact: true }) });
const pageItems = (page: Page, label: string) => page.getByRole('navigation', { name: label }).locator('li').allInnerTexts();

const openTab = async (page: Page, label: string) => {
  await page.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
  await expect.poll(() => page.getByRole('tab', { name: new RegExp(`^${label}`) }).getAttribute('aria-selected')).toBe('true');
};

it('merging two schools leaves the primary, and the secondary’s students now name it', async () => {
  const { page } = session;
  const abuDhabi = (await allSchools()).filter((school) => school.locality.name === 'Abu Dhabi');
  // The first rows of the tab, in the list's order: all on page 1.
  const [primary, secondary, locked] = abuDhabi as [School, School, School];
  const studentId = await addStudentAt('Noor Hamdan', secondary.id);
  expect((await profileOf(studentId)).school_id).toBe(secondary.id);
  // A blocked school is locked for merging until someone sets it Active.
  await api('PATCH', `/api/v1/schools/update-school-status/${locked.id}`, { status: 'Blocked' });

  await page.goto('/super-user/masterlists/schools');
  await openTab(page, 'Abu Dhabi');
  await shown(page.getByText(`Showing 1 to 7 of ${abuDhabi.length} schools`));
  await page.getByRole('button', { name: 'Merge', exact: true }).click();

  // Until two rows and a primary are chosen the merge cannot start.
  const bar = mergeBar(page);
  await shown(bar.getByText('Please select exactly two schools and ensure primary is set.'));
  const mergeButton = bar.getByRole('button', { name: 'Merge', exact: true });
  expect(await mergeButton.isDisabled()).toBe(true);

  // The blocked row: its checkbox is disabled and pointing at it says why, for 3 seconds.
  expect(await page.getByRole('checkbox', { name: `Select ${locked.name}`, exact: true }).isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: `Select ${locked.name}`, exact: true }).hover({ force: true });
  const hint = rowOf(page, `Actions for ${locked.name}`).getByText('Unlock to merge');
  await shown(hint);
  await screenshot(page, 'schools-admin-locked-hint');
  await page.mouse.move(0, 0);
  await hint.waitFor({ state: 'hidden', timeout: 15_000 });

  await page.getByRole('checkbox', { name: `Select ${primary.name}`, exact: true }).check();
  await page.getByRole('checkbox', { name: `Select ${secondary.name}`, exact: true }).check();
  expect(await mergeButton.isDisabled()).toBe(true);
  await page.getByRole('button', { name: `Primary: ${primary.name}`, exact: true }).click();
  expect(await page.getByRole('button', { name: `Primary: ${primary.name}`, exact: true }).getAttribute('aria-pressed')).toBe('true');
  await shown(bar.getByText(/will be merged into/));
  expect(await mergeButton.isEnabled()).toBe(true);
  await screenshot(page, 'schools-admin-merge-ready');

  await mergeButton.click();
  await shown(toast(page, 'Schools merged successfully'));
  await shown(bar.getByText('Merge another duplicate?'));
  await screenshot(page, 'schools-admin-merged');
  await bar.getByRole('button', { name: 'Cancel' }).click();
  await bar.waitFor({ state: 'hidden' });
  expect(await page.getByRole('checkbox').count()).toBe(0);

  // One school left: the secondary is gone from the list, the primary is there.
  await shown(page.getByText(`Showing 1 to 7 of ${abuDhabi.length - 1} schools`));
  expect(await page.getByRole('cell', { name: secondary.name, exact: true }).count()).toBe(0);
  await shown(page.getByRole('cell', { name: primary.name, exact: true }));
  const after = await allSchools();
  expect(after.some((school) => school.id === secondary.id)).toBe(false);
  expect(after.some((school) => school.id === primary.id)).toBe(true);

  // The student of the secondary school now names the primary.
  const profile = await profileOf(studentId);
  expect(profile.school_id).toBe(primary.id);
  expect(profile.school?.id).toBe(primary.id);
});

it('merging two locality rows moves the schools, their students and the linked counts to the primary', async () => {
  const { page } = session;
  const sharjah = (await localityRows()).filter((row) => row.locality_name === 'Sharjah');
  const withSchools = sharjah.slice(0, 7).filter((row) => row.area_id !== null && row.linkedSchoolsCount > 0);
  const [primary, secondary] = withSchools as [LocalityRow, LocalityRow];
  const schoolOfSecondary = (await allSchools()).find((school) => school.area_id === secondary.area_id)!;
  const studentId = await addStudentAt('Reem Sultan', schoolOfSecondary.id);
  const label = (row: LocalityRow) => `Sharjah / ${row.area_name}`;
  const before = (await localityRows()).filter((row) => row.id === primary.id || row.id === secondary.id);
  const schoolsTotal = before.reduce((sum, row) => sum + row.linkedSchoolsCount, 0);
  const studentsTotal = before.reduce((sum, row) => sum + row.linkedStudentsCount, 0);
  expect(studentsTotal).toBeGreaterThanOrEqual(1);

  await page.goto('/super-user/masterlists/localities');
  await shown(page.getByText(/^Showing 1 to 7 of \d+ localities$/));
  await openTab(page, 'Sharjah');
  await shown(page.getByText(`Showing 1 to ${Math.min(7, sharjah.length)} of ${sharjah.length} localities`));

  // Merge from the row menu: merge mode starts with that row ticked.
  await page.getByRole('button', { name: `Actions for ${label(secondary)}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Merge', exact: true }).click();
  expect(await page.getByRole('checkbox', { name: `Select ${label(secondary)}`, exact: true }).isChecked()).toBe(true);
  await page.getByRole('button', { name: `Primary: ${label(primary)}`, exact: true }).click();
  expect(await page.getByRole('checkbox', { name: `Select ${label(primary)}`, exact: true }).isChecked()).toBe(true);
  const bar = mergeBar(page);
  await shown(bar.getByText(/will be merged into/));
  await screenshot(page, 'localities-admin-merge-ready');
  await bar.getByRole('button', { name: 'Merge', exact: true }).click();
  await shown(toast(page, 'Localities merged successfully'));
  await shown(bar.getByText('Merge another duplicate?'));
  await bar.getByRole('button', { name: 'Cancel' }).click();
  await bar.waitFor({ state: 'hidden' });

  // The secondary row is gone; the primary row counts both rows' schools and students.
  await expect.poll(() => page.getByRole('button', { name: `Actions for ${label(secondary)}`, exact: true }).count()).toBe(0);
  const primaryRow = rowOf(page, `Actions for ${label(primary)}`);
  await expect.poll(() => primaryRow.locator('td.col-linkedSchools').innerText()).toBe(String(schoolsTotal));
  await expect.poll(() => primaryRow.locator('td.col-linkedStudents').innerText()).toBe(String(studentsTotal));
  await screenshot(page, 'localities-admin-merged');

  // The student's school now sits in the primary row's locality and area.
  const profile = await profileOf(studentId);
  expect(profile.school?.id).toBe(schoolOfSecondary.id);
  expect(profile.school?.locality_id).toBe(primary.locality_id);
  expect(profile.school?.area_id).toBe(primary.area_id);
});

it('pages 7 rows at a time with first, last and current ±1, and ellipses between', async () => {
  const { page } = session;
  // Dubai needs 50 schools (8 pages) for an ellipsis on both sides of a middle page: the seed
  // has fewer, so the rest are added through the API, and the last one through the Add row.
  const dubai = (await api<Locality[]>('GET', '/api/v1/localities/all-localities')).find((locality) => locality.name === 'Dubai')!;
  const barsha = dubai.areas.find((area) => area.name === 'Al Barsha')!;
  const existing = (await allSchools()).filter((school) => school.locality.name === 'Dubai').length;
  for (let index = existing; index < 49; index += 1) {
    await api('POST', '/api/v1/schools/create-school', { name: `Paging Test Academy ${index}`, locality_id: dubai.id, area_id: barsha.id });
  }

  await page.goto('/super-user/masterlists/schools');
  await shown(page.getByText('Showing 1 to 7 of 49 schools'));
  expect(await page.getByRole('tab', { name: /^Dubai/ }).getAttribute('aria-selected')).toBe('true');

  // Add: the blank row, the code generated while typing, Save only while adding.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  expect(await save.isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await shown(toast(page, 'Please fill in all required fields'));
  await page.getByLabel('School name').fill('Zenith Heights Learning Centre');
  expect(await page.getByLabel('Locality').inputValue()).toBe(dubai.id);
  await page.getByLabel('Area').selectOption({ label: 'Al Barsha' });
  await shown(page.getByText('DU_ZHL_BAR'));
  await screenshot(page, 'schools-admin-add-row');
  await save.click();
  await shown(toast(page, 'New school added successfully'));
  expect((await allSchools()).find((school) => school.name === 'Zenith Heights Learning Centre')?.code).toBe('DU_ZHL_BAR');

  await shown(page.getByText('Showing 1 to 7 of 50 schools'));
  expect(await page.getByRole('table', { name: 'Schools in Dubai' }).locator('tbody tr').count()).toBe(7);
  expect(await pageItems(page, 'Schools pages')).toEqual(['1', '2', '…', '8']);
  expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByRole('button', { name: 'Page 3' }).click();
  await shown(page.getByText('Showing 15 to 21 of 50 schools'));
  expect(await pageItems(page, 'Schools pages')).toEqual(['1', '2', '3', '4', '…', '8']);
  await page.getByRole('button', { name: 'Page 4' }).click();
  await shown(page.getByText('Showing 22 to 28 of 50 schools'));
  expect(await pageItems(page, 'Schools pages')).toEqual(['1', '…', '3', '4', '5', '…', '8']);
  expect(await page.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');
  expect(new URL(page.url()).searchParams.get('page')).toBe('4');
  await screenshot(page, 'schools-admin-page-4');

  await page.getByRole('button', { name: 'Page 8' }).click();
  await shown(page.getByText('Showing 50 to 50 of 50 schools'));
  expect(await pageItems(page, 'Schools pages')).toEqual(['1', '…', '7', '8']);
  expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

  // Search is case-insensitive, within the tab, and starts again on page 1.
  await page.getByLabel('Search').fill('PAGING TEST');
  await shown(page.getByText(`Showing 1 to 7 of ${49 - existing} schools`));
  await page.getByLabel('Search').fill('no such school anywhere');
  await shown(page.getByText('No schools found matching your search'));

  // Another tab starts on its first page; leaving the list and coming back starts on Dubai.
  await page.getByLabel('Search').fill('');
  await openTab(page, 'Other');
  await shown(page.getByText(/^Showing 1 to \d+ of \d+ schools$/));
  await page.getByRole('link', { name: 'Localities', exact: true }).click();
  await page.waitForURL(/\/localities$/);
  await shown(page.getByRole('table', { name: 'Localities in Dubai' }));
  expect(await page.getByRole('tab', { name: /^Dubai/ }).getAttribute('aria-selected')).toBe('true');
  const dubaiRows = (await localityRows()).filter((row) => row.locality_name === 'Dubai').length;
  await shown(page.getByText(`Showing 1 to 7 of ${dubaiRows} localities`));
  await screenshot(page, 'localities-admin-dubai');
});

it('adds a locality row in a new locality, renames its area and deletes it after confirmation', async () => {
  const { page } = session;
  await page.goto('/super-user/masterlists/localities');
  await shown(page.getByText(/^Showing 1 to 7 of \d+ localities$/));
  const save = page.getByRole('button', { name: 'Save', exact: true });
  expect(await save.isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  expect(await page.getByLabel('Locality name').inputValue()).toBe('');
  await page.getByLabel('Locality name').fill('Hatta');
  await page.getByLabel('Area name').fill('Hatta Heritage Village');
  await page.getByLabel('Status').selectOption('Inactive');
  await screenshot(page, 'localities-admin-add-row');
  await save.click();
  await shown(toast(page, 'New locality added successfully'));

  // Hatta is none of the seven emirates: the list moves to the Other tab, where it is.
  await expect.poll(() => page.getByRole('tab', { name: /^Other/ }).getAttribute('aria-selected')).toBe('true');
  const row = rowOf(page, 'Actions for Hatta / Hatta Heritage Village');
  await shown(row.getByText('Inactive'));

  // Edit: the area name only; the locality name stays as it is.
  await page.getByRole('button', { name: 'Actions for Hatta / Hatta Heritage Village', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  expect(await page.getByLabel('Locality name').count()).toBe(0);
  await page.getByLabel('Area name').fill('Hatta Dam');
  await page
    .getByRole('row')
    .filter({ has: page.getByLabel('Area name') })
    .getByRole('button', { name: 'Save' })
    .click();
  await shown(toast(page, 'Locality updated successfully'));
  const renamed = rowOf(page, 'Actions for Hatta / Hatta Dam');
  await shown(renamed);

  // Status items hide the current status; Flag shows the row as flagged.
  await page.getByRole('button', { name: 'Actions for Hatta / Hatta Dam', exact: true }).click();
  const menu = page.getByRole('menu');
  expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
    'Edit',
    'Add',
    'List',
    'Merge',
    'Active',
    'Flag',
    'Block',
    'History',
    'Delete',
  ]);
  await menu.getByRole('menuitem', { name: 'Flag' }).click();
  await shown(renamed.getByText('Flagged'));

  await page.getByRole('button', { name: 'Actions for Hatta / Hatta Dam', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await shown(dialog.getByText('Are you sure you want to delete this locality? This action cannot be undone.'));
  await screenshot(page, 'localities-admin-confirm-delete');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await shown(toast(page, 'Locality deleted successfully'));
  await expect.poll(() => renamed.count()).toBe(0);
  expect(session.errors.filter((error) => !/status of 40[0-9]/.test(error))).toEqual([]);
});
