import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEventStore } from '../../commands/event-store/create-event-store';
import { createVault } from '../../commands/event-store/personal-data-vault';
import { inviteUser } from '../../commands/users/invite-user';
import { createDatabasePool } from '../../projections/db/pool';
import { browserSessions, screenshot } from './support/browser';
import { alertWith, logIn, pathOf, shown, toast } from './support/page-helpers';
import { outboxLink } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();

beforeAll(async () => {
  seeded = await startSeededServer();
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

/** What a delegate import does for a row whose email has no account (the import itself is tested with it). */
const invite = async (email: string) => {
  const store = await createEventStore({ databaseUrl: seeded.database.url });
  const db = await createDatabasePool(seeded.database.url, { maximumPoolSize: 2 });
  try {
    await inviteUser(
      { store, vault: createVault(db), now: new Date() },
      {
        email,
        role: 'student',
        fullName: 'Aisha Khan',
        schoolId: null,
        customSchoolName: 'Desert Rose Academy',
        grade: 'Grade 10',
        phone: '050 650 5005',
        invitedFor: { eventId: randomUUID(), eventName: 'Dubai MUN 2026' },
        by: 'organiser',
      },
      { commandId: randomUUID(), userId: null },
    );
  } finally {
    await store.close();
    await db.end();
  }
};

it('an invited delegate sets a password from the emailed link, is signed in, and logs in with it later', async () => {
  const email = `invited.${randomUUID().slice(0, 8)}@gmail.com`;
  await invite(email);
  const { page } = await browsers.open(seeded.server.url);

  // Before: log-in says where the password is set, and offers a new link.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('any-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await shown(toast(page, 'Please set your password using the invitation link we emailed you.'));
  await shown(page.getByRole('button', { name: 'Email me a new link' }));

  const link = await outboxLink(seeded.database.url, email);
  expect(link).toMatch(/^\/accept-invitation#token=/);
  await page.goto(link);
  await shown(page.getByRole('heading', { name: 'Set your password' }));
  await screenshot(page, 'accept-invitation');

  // Sign-up's rules and messages, then the two must match.
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Set password' }).click();
  await shown(page.getByText('Password must be at least 6 characters'));
  await page.getByLabel('Password', { exact: true }).fill('invited-password');
  await page.getByLabel('Confirm password', { exact: true }).fill('invited-passwrd');
  await shown(page.getByText('Passwords do not match'));
  await page.getByLabel('Confirm password', { exact: true }).fill('invited-password');
  await page.getByRole('button', { name: 'Set password' }).click();

  // Signed in; the profile came from the organiser's sheet, so log-in's landing is /home.
  await shown(toast(page, 'Password set successfully! Welcome aboard.'));
  await page.waitForURL(/\/home$/, { timeout: 15_000 });
  await screenshot(page, 'invitation-accepted');

  // The link is spent.
  const again = await browsers.open(seeded.server.url);
  await again.page.goto(link);
  await again.page.getByLabel('Password', { exact: true }).fill('other-password');
  await again.page.getByLabel('Confirm password', { exact: true }).fill('other-password');
  await again.page.getByRole('button', { name: 'Set password' }).click();
  await shown(alertWith(again.page, 'This invitation has already been used. Please log in.'));
  await screenshot(again.page, 'accept-invitation-used');

  // And the password works from a fresh browser.
  await logIn(again.page, email, 'invited-password');
  await again.page.waitForURL(/\/home$/, { timeout: 15_000 });
  expect(pathOf(again.page)).toBe('/home');
});
