import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findPersonalData } from '../support/personal-data-search';
import { browserSessions, screenshot } from './support/browser';
import { alertWith, logIn, pathOf, shown, toast } from './support/page-helpers';
import { outboxLink } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';
import { PNG_1X1 } from '../support/sample-files';

let seeded: SeededServer;
const browsers = browserSessions();

beforeAll(async () => {
  seeded = await startSeededServer();
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

const logOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
};

/** Sign-up, the link from the outbox, confirmation: ends on the profile wizard. */
const signUpAndConfirm = async (page: Page, person: Person) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('radio', { name: person.role === 'student' ? 'Student' : 'Teacher' }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(/\/email-verification$/);
  await shown(page.getByRole('heading', { name: 'Check your email' }));

  // Log-in is refused until the address is confirmed.
  const link = await outboxLink(seeded.database.url, person.email);
  await page.goto(link);
  await shown(page.getByRole('heading', { name: 'Email confirmed!' }));
  await page.waitForURL(new RegExp(`/${person.role}-profile$`), { timeout: 15_000 });
};

interface Person {
  role: 'student' | 'teacher';
  email: string;
  password: string;
  fullname: string;
  birthday: string;
  gender: 'Male' | 'Female';
  phone: string;
  /** a listed school (locality + search), or Other locality, or a listed locality with an unlisted school */
  school:
    | { locality: string; search: string; name: string }
    | { other: { locality: string; school: string } }
    | { unlisted: { locality: string; school: string } };
  grade?: string;
  years?: string;
}

const completeWizard = async (page: Page, person: Person) => {
  // Personal Info: each step's own message when something is missing.
  await shown(page.getByRole('heading', { name: 'Personal Info' }));
  await page.getByRole('button', { name: 'Next' }).click();
  await shown(alertWith(page, 'Please fill in all personal information fields'));
  await page.getByLabel('Full name').fill(person.fullname);
  await expect.poll(() => page.getByLabel('Username').inputValue()).toMatch(/^[a-z]+\d{4}$/);
  await page.getByLabel('Date of birth').fill(person.birthday);
  await page.getByLabel('Gender').selectOption({ label: person.gender });
  await page.getByRole('button', { name: 'Next' }).click();

  // School Info.
  await shown(page.getByRole('heading', { name: 'School Info' }));
  await page.getByRole('button', { name: 'Next' }).click();
  await shown(alertWith(page, 'Please fill in all school information fields'));
  const school = person.school;
  if ('other' in school) {
    await page.getByLabel('Locality').selectOption({ label: 'Other' });
    await page.getByLabel('Custom locality name').fill(school.other.locality);
    await page.getByLabel('Custom school name').fill(school.other.school);
  } else if ('unlisted' in school) {
    await page.getByLabel('Locality').selectOption({ label: school.unlisted.locality });
    await page.getByRole('combobox', { name: 'Search school' }).click();
    await page.getByRole('option', { name: 'My school is not listed' }).click();
    await page.getByLabel('Custom school name').fill(school.unlisted.school);
  } else {
    await page.getByLabel('Locality').selectOption({ label: school.locality });
    await page.getByRole('combobox', { name: 'Search school' }).fill(school.search);
    await page.getByRole('option', { name: school.name, exact: true }).click();
  }
  if (person.role === 'student') await page.getByLabel('Grade').selectOption({ label: person.grade! });
  else {
    await page.getByLabel('Years of work experience').fill('1x');
    await shown(page.getByText('Years of work experience must be digits only').first());
    await page.getByLabel('Years of work experience').fill(person.years!);
  }
  await screenshot(page, `wizard-school-${person.role}`);
  await page.getByRole('button', { name: 'Next' }).click();

  // Contact Info: +971 is the default country code; the phone takes digits and spaces only.
  await shown(page.getByRole('heading', { name: 'Contact Info' }));
  expect(await page.getByLabel('Country code').inputValue()).toBe('+971');
  await page.getByRole('button', { name: 'Submit' }).click();
  await shown(alertWith(page, 'Please fill in all contact information fields'));
  await page.getByLabel('Phone number').fill('50-123');
  await shown(page.getByText('Only numbers and spaces are allowed in phone number').first());
  // Two digits are no phone number under +971 (checked by the same rule as on the server).
  await page.getByLabel('Phone number').fill('12');
  await page.getByRole('button', { name: 'Submit' }).click();
  await shown(page.getByText('Please enter a valid phone number for the selected country code').first());
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByRole('button', { name: 'Submit' }).click();
  await shown(page.getByRole('heading', { name: 'Profile created successfully' }));
  await screenshot(page, `wizard-done-${person.role}`);
};

/** The journey of the acceptance list, from sign-up to a deleted account with nothing left behind. */
const journey = async (person: Person) => {
  const { page, errors } = await browsers.open(seeded.server.url);

  // No token: the guard sends the visitor to log in.
  await page.goto(`/${person.role}-profile-page`);
  await page.waitForURL(/\/login$/);

  await signUpAndConfirm(page, person);
  await completeWizard(page, person);

  // The confirmation offers Home and Profile.
  await page.getByRole('button', { name: 'Home' }).click();
  await page.waitForURL(new RegExp(`/${person.role}-home$`));
  await shown(page.getByText('No events are open for registration right now.'));
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Show Profile' }).click();
  await page.waitForURL(new RegExp(`/${person.role}-profile-page$`));
  const details = page.getByRole('region', { name: 'Profile details' });
  await shown(details.getByText(person.fullname));
  await shown(details.getByText(person.phone.replace(/\s+/g, ''), { exact: false }).or(details.getByText(person.phone)).first());

  // Edit one field; Cancel restores the saved value, Save keeps the new one.
  await details.getByRole('button', { name: 'Edit Full name' }).click();
  await details.getByRole('textbox', { name: 'Full name' }).fill('Someone Else');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await shown(details.getByText(person.fullname));
  const renamed = `${person.fullname} Junior`;
  await details.getByRole('button', { name: 'Edit Full name' }).click();
  await details.getByRole('textbox', { name: 'Full name' }).fill(renamed);
  await details.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Profile updated successfully'));
  await shown(details.getByText(renamed));

  // Stored ids gone from under the page (cleared in another tab): the edit asks to log in again.
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('token')!, userId: localStorage.getItem('userId')! }));
  await page.evaluate(() => localStorage.removeItem('userId'));
  await details.getByRole('button', { name: 'Edit Gender' }).click();
  await details.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'User ID not found. Please login again.'));
  await page.evaluate(() => localStorage.removeItem('token'));
  await details.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Authentication token not found. Please login again.'));
  await page.evaluate((ids) => Object.entries(ids).forEach(([key, value]) => localStorage.setItem(key, value)), stored);
  await details.getByRole('button', { name: 'Cancel' }).click();

  // Avatar: the type is judged by the content, not the name; a real PNG is taken and shown.
  const avatarInput = page.getByLabel('Upload avatar');
  await avatarInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
  await shown(toast(page, 'This file type is not allowed'));
  await avatarInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: onePixelPng });
  await shown(toast(page, 'Avatar updated successfully'));
  // Uploads need the token: the picture is fetched with it and shown from an object URL.
  await expect.poll(() => page.locator('img[src^="blob:"]').count()).toBeGreaterThan(0);

  // Password: a wrong current password, a mismatch and a short one are refused, then the change is made.
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  const newPassword = `${person.password}-2`;
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await passwordForm.getByLabel('New password').fill(newPassword);
  await passwordForm.getByLabel('Confirm password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Update password' }).click();
  await shown(page.getByText('Current password is incorrect').first());
  await passwordForm.getByLabel('Current password').fill(person.password);
  await passwordForm.getByLabel('New password').fill(newPassword);
  await passwordForm.getByLabel('Confirm password').fill(`${newPassword}x`);
  await passwordForm.getByRole('button', { name: 'Update password' }).click();
  await shown(page.getByText('Passwords do not match').first());
  await passwordForm.getByLabel('New password').fill('abc');
  await passwordForm.getByLabel('Confirm password').fill('abc');
  await passwordForm.getByRole('button', { name: 'Update password' }).click();
  await shown(page.getByText('Password must be at least 6 characters').first());
  await passwordForm.getByLabel('New password').fill(newPassword);
  await passwordForm.getByLabel('Confirm password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Update password' }).click();
  await shown(toast(page, 'Password updated successfully!'));
  // This browser carries on with the tokens the change gave it.
  await page.reload();
  await shown(passwordForm);
  expect(pathOf(page)).toMatch(/profile-page$/);
  await screenshot(page, `profile-page-${person.role}`);

  await logOut(page);
  // The old password no longer works; the new one does, and a complete profile lands on /home.
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await shown(toast(page, 'Invalid email or password'));
  expect(pathOf(page)).toBe('/login');
  await logIn(page, person.email, newPassword);
  await page.waitForURL(/\/home$/);

  // The guard, per role (spec §2.2).
  const other = person.role === 'student' ? 'teacher' : 'student';
  for (const forbidden of [
    '/super-user',
    `/${other}-home`,
    `/${other}-profile-page`,
    '/organiser',
    '/event-dashboard/some-event',
    '/upload-delegates/some-event',
  ]) {
    await page.goto(forbidden);
    await page.waitForURL(/\/home$/);
  }
  await page.goto('/login');
  await page.waitForURL(/\/home$/);
  await page.goto('/signup');
  await page.waitForURL(/\/home$/);
  await page.goto(`/${person.role}-home`);
  await shown(page.getByText('No events are open for registration right now.'));

  // Delete the account: asked first, then storage is cleared and the app goes to /login.
  await page.goto(`/${person.role}-profile-page`);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await shown(toast(page, 'Account deleted successfully'));
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // Nothing of the person is left in any event, read model or the outbox.
  const needles = [person.email, person.fullname, renamed, person.birthday, person.phone];
  await expect.poll(() => findPersonalData(seeded.database.url, needles), { timeout: 20_000, interval: 500 }).toEqual([]);

  expect(errors.filter((error) => !/status of 40[0-9]/.test(error))).toEqual([]);
};

const onePixelPng = PNG_1X1;

const stamp = Date.now().toString(36);

it('a student with a listed school goes from sign-up to a deleted account', async () => {
  await journey({
    role: 'student',
    email: `amira.listed.${stamp}@gmail.com`,
    password: 'amira-secret',
    fullname: 'Amira Listedschool',
    birthday: '2009-03-14',
    gender: 'Female',
    phone: '50 123 4567',
    school: { locality: 'Dubai', search: 'dubai col', name: 'Dubai College' },
    grade: 'Grade 10',
  });
});

it('a student from an Other locality goes from sign-up to a deleted account', async () => {
  await journey({
    role: 'student',
    email: `omar.other.${stamp}@gmail.com`,
    password: 'omar-secret',
    fullname: 'Omar Otherlocality',
    birthday: '2008-11-02',
    gender: 'Male',
    phone: '55 765 4321',
    school: { other: { locality: `Hatta Heights ${stamp}`, school: `Hatta Mountain School ${stamp}` } },
    grade: 'IB DP 1',
  });
});

it('a teacher with an unlisted school goes from sign-up to a deleted account', async () => {
  await journey({
    role: 'teacher',
    email: `layla.teacher.${stamp}@gmail.com`,
    password: 'layla-secret',
    fullname: 'Layla Teachington',
    birthday: '1987-06-21',
    gender: 'Female',
    phone: '52 246 8013',
    school: { unlisted: { locality: 'Sharjah', school: `Sharjah Lakeside Academy ${stamp}` } },
    years: '12',
  });
});

it('shows the raw email lookup on the test page, which tells a visitor only the account id', async () => {
  const { page } = await browsers.open(seeded.server.url);
  await page.goto('/test-email-confirmation');
  await page.getByRole('textbox', { name: 'Email' }).fill(superUserLogin.email);
  await page.getByRole('button', { name: 'Look Up User' }).click();
  const result = page.getByRole('status', { name: 'Lookup result' });
  await shown(result.getByText('"id"'));
  expect(await result.textContent()).not.toMatch(/role|superuser/);
});

it('checks sign-up input in the browser and sends a super user to /super-user', async () => {
  const { page } = await browsers.open(seeded.server.url);
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await shown(page.getByText('Email is required').first());
  await shown(page.getByText('Password is required').first());
  await shown(page.getByText('Please fill in all required fields').first());
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await shown(page.getByText('Please enter a valid Gmail address').first());
  await shown(page.getByText('Password must be at least 6 characters').first());
  expect(pathOf(page)).toBe('/signup');

  await logIn(page, superUserLogin.email, superUserLogin.password);
  await page.waitForURL(/\/super-user/);
  // The seeded super user's own role is teacher: student pages are not theirs.
  for (const forbidden of ['/student-home', '/student-profile-page']) {
    await page.goto(forbidden);
    await page.waitForURL(/\/home$/);
  }
  await page.goto('/super-user');
  await page.waitForURL(/\/super-user/);
});
