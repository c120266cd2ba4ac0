import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateUsername } from '@domain/users/profile-rules';
import { launchBrowser, screenshot, type BrowserSession } from './support/browser';
import { logIn, rowWith, shown } from './support/page-helpers';
import { eventSetup } from './support/event-setup';
import { apiAt, studentWithProfile } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';

/**
 * On a 390 × 844 phone no page scrolls sideways, and the lists show people's and schools'
 * names. Screenshots of each page are kept (E2E_SCREENSHOT_DIR) for a person to look at.
 */
const PHONE = { width: 390, height: 844 };
let seeded: SeededServer;
let session: BrowserSession;
const stamp = Date.now().toString(36);
const student = { fullname: 'Noor Al Mansoori', email: `noor.${stamp}@gmail.com`, password: 'student-secret' };

beforeAll(async () => {
  seeded = await startSeededServer();
  await studentWithProfile(seeded.server.url, seeded.database.url, {
    ...student,
    username: generateUsername(student.fullname, Math.random),
  });
  session = await launchBrowser(seeded.server.url, { viewport: PHONE });
});

afterAll(async () => {
  await session?.close();
  await seeded?.stop();
});

/** The page is no wider than the screen: nothing to scroll sideways. */
const fitsTheWidth = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  await screenshot(page, `phone-${name}`);
  expect(scrollWidth, `${name} is ${scrollWidth}px wide on a ${clientWidth}px screen`).toBeLessThanOrEqual(clientWidth);
};

it('fits a 390 px phone for a super user: header, dashboard, every list and the history, with names shown', async () => {
  const { page } = session;
  await logIn(page, superUserLogin.email, superUserLogin.password);
  await page.waitForURL(/\/super-user/);
  await fitsTheWidth(page, 'dashboard');
  // The header keeps its links and the profile menu on screen.
  for (const name of ['Home', 'Superuser']) expect(await page.getByRole('link', { name, exact: true }).isVisible()).toBe(true);

  // [list, a name that must be readable in it, the tab it is under]
  const lists: Array<[string, string | null, string?]> = [
    ['users', student.fullname],
    ['superusers', superUserLogin.email, 'Teachers'],
    ['organisers', null],
    ['schools', 'Dubai College'],
    ['localities', 'Dubai'],
    ['committees', null],
    ['leadership-roles', null],
    ['countries', 'United Arab Emirates'],
  ];
  for (const [list, name, tab] of lists) {
    await page.goto(`/super-user/masterlists/${list}`);
    if (tab) await page.getByRole('button', { name: new RegExp(tab) }).click();
    if (name) {
      const row = rowWith(page, name).first();
      await shown(row);
      // The name is on screen, not cut off by the table or hidden behind ids.
      const box = await row.getByText(name, { exact: false }).first().boundingBox();
      expect(box, `${name} in ${list}`).not.toBeNull();
      expect(box!.x + Math.min(box!.width, 40)).toBeLessThanOrEqual(PHONE.width);
    }
    // The list starts on the first screen, not below a tall menu.
    const table = page.getByRole('table').first();
    await shown(table);
    expect((await table.boundingBox())!.y, `${list} table starts on screen`).toBeLessThan(PHONE.height);
    await fitsTheWidth(page, list);
  }
  await page.goto('/super-user/history');
  await shown(page.getByRole('table', { name: 'Status changes' }));
  // The seeded super user's account began as a super user, not as a teacher who signed up
  // (the Detail column is one a phone leaves out, so the row is checked, not its visibility).
  await expect.poll(() => page.getByText('created as super user').count()).toBeGreaterThan(0);
  expect(await page.getByText('registered as teacher').count()).toBe(0);
  await fitsTheWidth(page, 'history');

  // The super user's home leads to the administration, not to a delegate's profile or an organiser request.
  await page.goto('/home');
  await shown(page.getByRole('link', { name: 'Open the super user area' }));
  expect(await page.getByText('Complete your profile').count()).toBe(0);
  expect(await page.getByText('Become an organiser').count()).toBe(0);
  await fitsTheWidth(page, 'home-superuser');
});

it('fits a 390 px phone for a student: home and profile', async () => {
  const { page, context } = session;
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, student.email, student.password);
  await page.waitForURL(/\/home$/);
  await shown(page.getByRole('heading', { name: /Welcome, Noor/ }));
  await fitsTheWidth(page, 'home-student');
  await page.goto('/student-profile-page');
  await shown(page.getByText(student.fullname).first());
  await fitsTheWidth(page, 'profile-student');
});

it('fits a 390 px phone in the events area: the organiser workspace, the student home and dashboard, registration and delegate page, the events masterlist', async () => {
  const { page, context } = session;
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  const admin = await setup.api<{ token: string }>('POST', '/api/v1/users/login', superUserLogin);
  const host = { fullname: 'Hessa Al Qasimi', email: `hessa.${stamp}@gmail.com`, password: 'organiser-secret' };
  const hostIds = await studentWithProfile(seeded.server.url, seeded.database.url, {
    ...host,
    username: generateUsername(host.fullname, Math.random),
  });
  const organiserId = await setup.approvedOrganiser(hostIds, admin.token);
  const eventName = 'Emirates Schools Model United Nations';
  const eventId = await setup.approvedEvent({ token: hostIds.token, organiserId }, admin.token, { name: eventName, seats: 50 });
  const learner = await apiAt(seeded.server.url)<{ userId: string; token: string }>('POST', '/api/v1/users/login', {
    email: student.email,
    password: student.password,
  });
  await apiAt(seeded.server.url)(
    'POST',
    `/api/v1/registerations/event-registration-student/${learner.userId}`,
    { eventId, food_pref: 'Vegetarian' },
    learner.token,
  );

  const signInAs = async (email: string, password: string) => {
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, email, password);
  };

  await signInAs(host.email, host.password);
  await page.goto('/organiser');
  await shown(page.getByRole('link', { name: new RegExp(eventName) }));
  await fitsTheWidth(page, 'organiser-events');
  await page.goto('/event-create');
  await shown(page.getByRole('heading', { name: 'Create Event' }));
  await fitsTheWidth(page, 'event-create');
  for (const tab of ['dashboard', 'event-details', 'leadership-roles', 'committees', 'agendas', 'delegates', 'general-documents']) {
    await page.goto(`/event-dashboard/${eventId}?tab=${tab}`);
    await shown(page.getByRole('tabpanel').first());
    await page.waitForLoadState('networkidle');
    await fitsTheWidth(page, `workspace-${tab}`);
  }
  await page.goto(`/event-dashboard/${eventId}?tab=delegates&section=allocation`);
  await shown(page.getByRole('button', { name: 'FULL LIST' }));
  await fitsTheWidth(page, 'workspace-delegates-allocation');
  await page.goto(`/event-dashboard/${eventId}?tab=delegates&section=waiting-list`);
  await shown(page.getByRole('button', { name: 'Close the list' }));
  await fitsTheWidth(page, 'workspace-delegates-waiting-list');
  await page.goto(`/upload-delegates/${eventId}`);
  await shown(page.getByRole('button', { name: 'Upload Google Form' }));
  await fitsTheWidth(page, 'upload-delegates');

  await signInAs(student.email, student.password);
  await page.goto('/student-home');
  await shown(page.getByRole('list', { name: 'My registrations' }).getByRole('link', { name: new RegExp(eventName) }));
  await fitsTheWidth(page, 'student-home');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: /Registered/ }).click();
  await shown(page.getByRole('link', { name: new RegExp(eventName) }));
  await fitsTheWidth(page, 'student-dashboard');
  await page.goto(`/student-delegate-page/${eventId}`);
  for (const tab of ['Event Info', 'Support Contact', 'Participation Info', 'Registration Info']) {
    await page.getByRole('tab', { name: tab }).click();
    await fitsTheWidth(page, `delegate-page-${tab.toLowerCase().replace(/ /g, '-')}`);
  }

  await signInAs(superUserLogin.email, superUserLogin.password);
  await page.goto('/super-user/masterlists/events');
  const row = rowWith(page, eventName).first();
  await shown(row);
  const box = await row.getByText(eventName).first().boundingBox();
  expect(box!.x + Math.min(box!.width, 40)).toBeLessThanOrEqual(PHONE.width);
  await fitsTheWidth(page, 'events-masterlist');
});
