import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateUsername } from '@domain/users/profile-rules';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup } from './support/event-setup';
import { pathOf, rowWith, shown, toast } from './support/page-helpers';
import { outboxLink } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';
import { minimalPdf } from '../support/sample-files';

let seeded: SeededServer;
const browsers = browserSessions();

const stamp = Date.now().toString(36);
const student = {
  email: `amira.organiser.${stamp}@gmail.com`,
  password: 'amira-secret',
  fullname: 'Amira Organiser',
};
/** A teacher with a complete profile (made through the API): someone the Add row can find. */
const teacher = {
  email: `layla.organiser.${stamp}@gmail.com`,
  password: 'layla-secret',
  fullname: 'Layla Organiser',
  username: generateUsername('Layla Organiser', Math.random),
  locality: `Hatta ${stamp}`,
  school: `Hatta Mountain School ${stamp}`,
  yearsOfExperience: '12',
};

const linkFor = (email: string) => outboxLink(seeded.database.url, email);

const onePagePdf = minimalPdf();

beforeAll(async () => {
  seeded = await startSeededServer();
  await eventSetup(seeded.server.url, seeded.database.url).teacherWithProfile(teacher);
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

const organiserEntry = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organiser' });

const menuOf = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await shown(menu);
  return menu;
};

const menuLabels = async (page: Page, name: string) => {
  const menu = await menuOf(page, name);
  const labels = await menu.getByRole('menuitem').allTextContents();
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect.poll(() => menu.count()).toBe(0);
  return labels;
};

/** Sign-up, the link from the outbox, confirmation, then the wizard with a listed school. */
const signUpWithProfile = async (page: Page): Promise<string> => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(/\/email-verification$/);
  await page.goto(await linkFor(student.email));
  await shown(page.getByRole('heading', { name: 'Email confirmed!' }));
  await page.waitForURL(/\/student-profile$/, { timeout: 15_000 });

  await shown(page.getByRole('heading', { name: 'Personal Info' }));
  await page.getByLabel('Full name').fill(student.fullname);
  await expect.poll(() => page.getByLabel('Username').inputValue()).toMatch(/^[a-z]+\d{4}$/);
  const username = await page.getByLabel('Username').inputValue();
  await page.getByLabel('Date of birth').fill('2009-03-14');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByRole('button', { name: 'Next' }).click();

  await shown(page.getByRole('heading', { name: 'School Info' }));
  await page.getByLabel('Locality').selectOption({ label: 'Dubai' });
  await page.getByRole('combobox', { name: 'Search school' }).fill('dubai col');
  await page.getByRole('option', { name: 'Dubai College', exact: true }).click();
  await page.getByLabel('Grade').selectOption({ label: 'Grade 10' });
  await page.getByRole('button', { name: 'Next' }).click();

  await shown(page.getByRole('heading', { name: 'Contact Info' }));
  await page.getByLabel('Phone number').fill('50 123 4567');
  await page.getByRole('button', { name: 'Submit' }).click();
  await shown(page.getByRole('heading', { name: 'Profile created successfully' }));
  return username;
};

const superUserLogIn = async (page: Page) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(superUserLogin.email);
  await page.getByLabel('Password', { exact: true }).fill(superUserLogin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await shown(toast(page, 'Login successful!'));
  await page.waitForURL(/\/super-user/);
};

/** The student's /home reads the session user again when the window regains focus. */
const focusWindow = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

it('a student requests approval, a super user approves, flags and reactivates, and the history shows it all', async () => {
  const startedAt = Date.now();
  const { page: studentPage, errors: studentErrors } = await browsers.open(seeded.server.url);
  const username = await signUpWithProfile(studentPage);

  // Home: Register Organiser with no registration warns and opens the request page.
  await studentPage.goto('/home');
  expect(await organiserEntry(studentPage).count()).toBe(0);
  await shown(studentPage.getByRole('button', { name: 'Register Organiser' }));
  await screenshot(studentPage, 'organisers-home-register');
  await studentPage.getByRole('button', { name: 'Register Organiser' }).click();
  await shown(toast(studentPage, 'You are not registered as an organiser'));
  await studentPage.waitForURL(/\/request-approval$/);

  // Request for Approval: school and locality come from the profile, read-only.
  await shown(studentPage.getByRole('heading', { name: 'Request for Approval', level: 1 }));
  const schoolField = studentPage.getByLabel('School', { exact: true });
  await expect.poll(() => schoolField.inputValue()).toBe('Dubai College');
  expect(await schoolField.getAttribute('readonly')).not.toBeNull();
  expect(await studentPage.getByLabel('Locality', { exact: true }).inputValue()).toBe('Dubai');
  expect(await studentPage.getByLabel('Locality', { exact: true }).getAttribute('readonly')).not.toBeNull();

  // Both the role and evidence are required.
  await studentPage.getByRole('button', { name: 'Submit' }).click();
  await shown(studentPage.getByText('Please enter your role in event or in school'));
  await shown(studentPage.getByText('Please upload evidence documents'));
  await studentPage.getByLabel('Role in event or in school').fill('MUN club secretary');

  // Each chosen file uploads at once; a file that is not what it claims is refused; names can only be removed.
  const upload = studentPage.getByLabel('Upload evidence');
  await upload.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a document</html>') });
  await shown(toast(studentPage, 'This file type is not allowed'));
  const evidenceList = studentPage.getByRole('list', { name: 'Uploaded evidence documents' });
  await upload.setInputFiles([
    { name: 'letter.pdf', mimeType: 'application/pdf', buffer: onePagePdf },
    { name: 'extra.pdf', mimeType: 'application/pdf', buffer: onePagePdf },
  ]);
  await shown(studentPage.getByRole('button', { name: 'Remove extra.pdf' }));
  await shown(studentPage.getByRole('button', { name: 'Remove letter.pdf' }));
  expect(await evidenceList.getByText('fake.pdf').count()).toBe(0);
  await studentPage.getByRole('button', { name: 'Remove extra.pdf' }).click();
  await expect.poll(() => evidenceList.getByRole('listitem').allTextContents()).toEqual(['letter.pdf']);
  await screenshot(studentPage, 'organisers-request-approval');

  await studentPage.getByRole('button', { name: 'Submit' }).click();
  await studentPage.waitForURL(/\/request-under-verification$/);
  await shown(studentPage.getByText('Your request is under verification. We will notify you soon.'));
  await screenshot(studentPage, 'organisers-request-under-verification');
  await studentPage.getByRole('button', { name: 'Home' }).click();
  await studentPage.waitForURL(/\/home$/);
  // The home card now shows the request, not another invitation to make one.
  const requestCard = studentPage.getByRole('listitem', { name: 'Organiser request' });
  await shown(requestCard.getByText('Pending', { exact: true }));
  await shown(requestCard.getByText('Your organiser request is waiting for a super user to review it.'));
  expect(await studentPage.getByRole('button', { name: 'Register Organiser' }).count()).toBe(0);
  await requestCard.getByRole('button', { name: 'Check status' }).click();
  await shown(toast(studentPage, 'The status is pending'));
  expect(pathOf(studentPage)).toBe('/home');

  // The super user, in another browser, finds the request in the Students tab.
  const { page: adminPage, errors: adminErrors } = await browsers.open(seeded.server.url);
  await superUserLogIn(adminPage);
  await adminPage.getByRole('link', { name: 'Masterlists' }).click();
  await adminPage.getByRole('link', { name: 'Organisers', exact: true }).first().click();
  await adminPage.waitForURL(/\/super-user\/masterlists\/organisers$/);
  expect(await adminPage.getByRole('tab', { name: /Students/ }).getAttribute('aria-selected')).toBe('true');
  const row = rowWith(adminPage, username);
  await shown(row);
  for (const text of [student.fullname, 'Grade 10', 'Dubai College', 'MUN club secretary', 'Pending'])
    await shown(row.getByText(text, { exact: true }));
  const evidenceLink = row.getByRole('link', { name: /View document/ });
  expect(await evidenceLink.getAttribute('target')).toBe('_blank');
  expect(await evidenceLink.getAttribute('rel')).toContain('noopener');
  // The file is private: without the token the server refuses it; the link fetches it with one.
  const documentUrl = new URL((await evidenceLink.getAttribute('href'))!, seeded.server.url).toString();
  expect((await adminPage.request.get(documentUrl)).status()).toBe(401);
  const token = await adminPage.evaluate(() => localStorage.getItem('token'));
  const document = await adminPage.request.get(documentUrl, { headers: { authorization: `Bearer ${token}` } });
  expect(document.status()).toBe(200);
  expect(document.headers()['content-type']).toContain('application/pdf');
  const [tab] = await Promise.all([adminPage.waitForEvent('popup'), evidenceLink.click()]);
  await tab.waitForURL(/^blob:/);
  await tab.close();

  // Search: name, school, role in event; a miss says so.
  const search = adminPage.getByLabel('Search');
  for (const query of ['AMIRA ORG', 'dubai col', 'club secretary']) {
    await search.fill(query);
    await shown(row);
  }
  await search.fill('nobody-like-this');
  await shown(adminPage.getByText('No organisers found'));
  await search.fill('');
  await shown(row);
  await screenshot(adminPage, 'organisers-list-pending');

  // Approve: the menu of a pending request; the row shows 'Updating' while the change runs.
  expect(await menuLabels(adminPage, username)).toEqual(['Approve', 'Reject', 'Flag', 'Block', 'History', 'Delete']);
  await adminPage.route('**/api/v1/organisers/update-organiser-status/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await (await menuOf(adminPage, username)).getByRole('menuitem', { name: 'Approve' }).click();
  await shown(row.getByRole('status').filter({ hasText: 'Updating' }));
  await shown(toast(adminPage, 'Organiser status updated successfully'));
  await adminPage.unroute('**/api/v1/organisers/update-organiser-status/**');
  await shown(row.getByText('Approved', { exact: true }));
  expect(await row.locator('td.col-actioned time').count()).toBe(1);
  await screenshot(adminPage, 'organisers-list-approved');

  // The student's home picks the approval up on reload: the header offers Organiser and /organiser opens.
  await expect
    .poll(
      async () => {
        await studentPage.reload();
        await shown(studentPage.getByRole('heading', { name: /Welcome/ }));
        return organiserEntry(studentPage).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(1);
  await organiserEntry(studentPage).click();
  await studentPage.waitForURL(/\/organiser$/);
  await shown(studentPage.getByRole('heading', { name: 'Organiser', level: 1 }));
  await screenshot(studentPage, 'organisers-student-approved');

  // Flag: the student loses the entry (on /home, when the window regains focus) and /organiser.
  expect(await menuLabels(adminPage, username)).toEqual(['Reject', 'Flag', 'Block', 'History', 'Delete']);
  await (await menuOf(adminPage, username)).getByRole('menuitem', { name: 'Flag' }).click();
  await shown(row.getByText('Flagged', { exact: true }));
  await studentPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await studentPage.waitForURL(/\/home$/);
  await expect
    .poll(
      async () => {
        await focusWindow(studentPage);
        return organiserEntry(studentPage).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(0);
  await studentPage.goto('/organiser');
  await studentPage.waitForURL(/\/home$/);
  await shown(studentPage.getByRole('listitem', { name: 'Organiser request' }).getByText('Flagged', { exact: true }));
  await studentPage.getByRole('button', { name: 'Check status' }).click();
  await shown(toast(studentPage, 'The status is flagged'));

  // Activate: approved again; the student's open /home follows on focus.
  expect(await menuLabels(adminPage, username)).toEqual(['Approve', 'Reject', 'Block', 'Activate', 'History', 'Delete']);
  await (await menuOf(adminPage, username)).getByRole('menuitem', { name: 'Activate' }).click();
  await shown(row.getByText('Approved', { exact: true }));
  await expect
    .poll(
      async () => {
        await focusWindow(studentPage);
        return organiserEntry(studentPage).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(1);
  await organiserEntry(studentPage).click();
  await studentPage.waitForURL(/\/organiser$/);

  // The organiser's history: the request, then the three changes by the super user, newest first.
  await (await menuOf(adminPage, username)).getByRole('menuitem', { name: 'History' }).click();
  await adminPage.waitForURL(/\/super-user\/history\?/);
  const url = new URL(adminPage.url());
  expect(url.searchParams.get('entityType')).toBe('organiser');
  const organiserId = url.searchParams.get('entityId');
  expect(organiserId).toBeTruthy();
  const changes = adminPage.getByRole('table', { name: 'Status changes' }).getByRole('row');
  await expect.poll(() => changes.count()).toBe(1 + 4);
  const cellsOf = (index: number) => changes.nth(index + 1).getByRole('cell');
  const expected = [
    { change: /Flagged\s*→\s*Approved/, by: superUserLogin.email },
    { change: /Approved\s*→\s*Flagged/, by: superUserLogin.email },
    { change: /Pending\s*→\s*Approved/, by: superUserLogin.email },
    { change: /new\s*→\s*Pending/, by: student.fullname },
  ];
  for (const [index, { change, by }] of expected.entries()) {
    await expect.poll(() => cellsOf(index).nth(3).innerText()).toMatch(change);
    expect(await cellsOf(index).nth(4).innerText()).toBe(by);
    const when = await changes
      .nth(index + 1)
      .locator('time')
      .getAttribute('datetime');
    const at = Date.parse(when!);
    expect(at).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(
      await changes
        .nth(index + 1)
        .locator('time')
        .innerText(),
    ).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2}$/);
  }
  await screenshot(adminPage, 'organisers-history');

  const ignorable = (error: string) => /status of 40[0-9]/.test(error);
  expect(studentErrors.filter((error) => !ignorable(error))).toEqual([]);
  expect(adminErrors.filter((error) => !ignorable(error))).toEqual([]);
});

it('a super user adds a teacher as organiser from the Add row and deletes them after confirming', async () => {
  const { page, errors } = await browsers.open(seeded.server.url);
  await superUserLogIn(page);
  await page.goto('/super-user/masterlists/organisers');
  await page.getByRole('tab', { name: /Teachers/ }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('role')).toBe('teacher');
  await shown(page.getByRole('columnheader', { name: 'Teaching Experience' }));
  await shown(page.getByText('No organisers found'));

  await page.getByRole('button', { name: 'Add' }).click();
  const usernameField = page.getByRole('combobox', { name: 'Username' });
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });

  // Nothing picked: the three fields are required.
  await page.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Please fill in all required fields (Username, Name, School)'));

  // A name nobody has finds nothing.
  await usernameField.fill('zzzz-nobody');
  await shown(page.getByText('No available users found'));

  // Picking a match fills the read-only cells and marks the username valid.
  await usernameField.fill(teacher.username.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(teacher.username) }).click();
  await expect.poll(() => usernameField.inputValue()).toBe(teacher.username);
  expect(await usernameField.getAttribute('class')).toContain('input--valid');
  expect(await nameField.inputValue()).toBe(teacher.fullname);
  expect(await nameField.getAttribute('readonly')).not.toBeNull();
  expect(await page.getByRole('textbox', { name: 'School', exact: true }).inputValue()).toBe(teacher.school);
  expect(await page.getByRole('textbox', { name: 'Teaching Experience' }).inputValue()).toBe('12 years');
  await screenshot(page, 'organisers-add-row-picked');

  // Clearing the username clears what it filled.
  await usernameField.fill('');
  await expect.poll(() => nameField.inputValue()).toBe('');
  expect(await usernameField.getAttribute('class')).not.toContain('input--valid');

  await usernameField.fill(teacher.username);
  await page.getByRole('option', { name: new RegExp(teacher.username) }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'New organiser added successfully!'));
  const row = rowWith(page, teacher.username);
  await shown(row);
  for (const text of [teacher.fullname, '12 years', teacher.school, 'Internal', 'Pending'])
    await shown(row.getByText(text, { exact: true }));
  await screenshot(page, 'organisers-teacher-added');

  // Delete asks first; No keeps the row, Yes removes it.
  await (await menuOf(page, teacher.username)).getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await shown(dialog.getByText('Confirm Delete'));
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await shown(row);
  await (await menuOf(page, teacher.username)).getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await shown(toast(page, 'Organiser deleted successfully'));
  await expect.poll(() => row.count()).toBe(0);
  await shown(page.getByText('No organisers found'));

  expect(errors.filter((error) => !/status of 40[0-9]/.test(error))).toEqual([]);
});
