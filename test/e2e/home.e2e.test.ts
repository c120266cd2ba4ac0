import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, uaeDateOf } from '@domain/events/event-dates';
import { registrationNumberOf } from '@domain/registrations/registration-rules';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, pathOf, shown, toast } from './support/page-helpers';
import { outboxLink, studentWithProfile } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

/**
 * From sign-up to a seat: the profile wizard leads to the student home, which names what is
 * missing, lists the events open for registration (not the full one) one click from their
 * registration, and afterwards the registration with its seat still to be published.
 */
let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'home', stamp);
const host = person('Hessa', 'Organiser');
const student = { ...person('Mariam', 'Newcomer'), phone: '50 765 4321' };
const teacher = person('Karim', 'Teacher');
const openEvent = `Gulf Youth MUN ${stamp}`;
const fullEvent = `Full House MUN ${stamp}`;
// The fixtures' events start ten days from today: that is the edition's year.
const editionYear = addDays(uaeDateOf(new Date()), 10).slice(0, 4);

let openEventId: string;

beforeAll(async () => {
  seeded = await startSeededServer();
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  const { adminToken, host: hostIds, organiserId, eventId } = await setup.organiserWithEvent(host, { name: openEvent, seats: 30 });
  openEventId = eventId;
  // One seat, taken: approved and not ended, but nobody else can register.
  const fullEventId = await setup.approvedEvent({ token: hostIds.token, organiserId }, adminToken, { name: fullEvent, seats: 1 });
  const early = await studentWithProfile(seeded.server.url, seeded.database.url, person('Early', 'Bird'));
  await setup.api('POST', `/api/v1/registerations/event-registration-student/${early.userId}`, { eventId: fullEventId }, early.token);
  await setup.teacherWithProfile(teacher);
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

/** Sign-up, then the link from the outbox: ends on the profile wizard. */
const signUpAndConfirm = async (page: Page) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(/\/email-verification$/);
  await page.goto(await outboxLink(seeded.database.url, student.email));
  await page.waitForURL(/\/student-profile$/, { timeout: 15_000 });
};

const completeWizard = async (page: Page) => {
  await shown(page.getByRole('heading', { name: 'Personal Info' }));
  await page.getByLabel('Full name').fill(student.fullname);
  await expect.poll(() => page.getByLabel('Username').inputValue()).toMatch(/^[a-z]+\d{4}$/);
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
  await page.getByLabel('Phone number').fill(student.phone);
  await page.getByRole('button', { name: 'Submit' }).click();
  await shown(page.getByRole('heading', { name: 'Profile created successfully' }));
};

const nextStep = (page: Page) => page.getByRole('region', { name: /^Your next step/ });

it('a new student finishes the wizard, lands on a home page listing the open event, and one click reaches its registration', async () => {
  const { page, errors } = await browsers.open(seeded.server.url);
  await signUpAndConfirm(page);

  // Before the wizard is done, the home page says what is missing and leads back to it.
  await page.goto('/student-home');
  await shown(nextStep(page).getByRole('heading', { name: 'Complete your profile' }));
  await nextStep(page).getByRole('link', { name: 'Complete your profile' }).click();
  await page.waitForURL(/\/student-profile$/);
  await completeWizard(page);

  await page.getByRole('button', { name: 'Home' }).click();
  await page.waitForURL(/\/student-home$/);
  await shown(nextStep(page).getByRole('heading', { name: `Register for ${openEvent}` }));
  const open = page.getByRole('list', { name: 'Events open for registration' });
  await shown(open.getByRole('link', { name: new RegExp(openEvent) }));
  await shown(open.getByText('30 seats left'));
  // The full event is approved and ahead, but has no seat to offer.
  expect(await page.getByText(fullEvent).count()).toBe(0);
  expect(await page.getByRole('region', { name: 'My registrations' }).count()).toBe(0);
  await screenshot(page, 'home-student-open-event');

  await open.getByRole('link', { name: new RegExp(openEvent) }).click();
  await page.waitForURL(new RegExp(`/student-registration/${openEventId}$`));
  await shown(page.getByRole('heading', { name: 'Review Info' }));
  await shown(page.getByText(openEvent));

  for (const step of ['MUN Info', 'Food Info', 'Emergency Info']) await page.getByRole('tab', { name: new RegExp(step) }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await shown(toast(page, 'Registration completed successfully!'));
  await page.waitForURL(new RegExp(`/student-registration-success/${openEventId}$`));
  await shown(page.getByRole('heading', { name: `You are registered for ${openEvent} ${editionYear}` }));
  await screenshot(page, 'home-registration-success');

  // Back home: the registration with its number and status, the seat not yet published, and the
  // event no longer offered.
  await page.goto('/student-home');
  const mine = page.getByRole('list', { name: 'My registrations' });
  const card = mine.getByRole('link', { name: new RegExp(openEvent) });
  await shown(card);
  await shown(card.getByText('Registered', { exact: true }));
  await shown(card.getByText(registrationNumberOf(openEvent, 1)));
  await shown(card.getByText('Not yet published'));
  await shown(nextStep(page).getByRole('heading', { name: `You are registered for ${openEvent}` }));
  await shown(page.getByText('No events are open for registration right now.'));
  await screenshot(page, 'home-student-registered');
  await card.click();
  await page.waitForURL(new RegExp(`/student-delegate-page/${openEventId}$`));

  // 404s are answers the pages expect (the registration page asks whether one exists), which the browser logs all the same.
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

it('a teacher’s home leads to the teacher registration, and fits a 390 px phone', async () => {
  const { page } = await browsers.open(seeded.server.url, { viewport: { width: 390, height: 844 } });
  await logIn(page, teacher.email, teacher.password);
  await page.goto('/teacher-home');
  const open = page.getByRole('list', { name: 'Events open for registration' });
  await shown(open.getByRole('link', { name: new RegExp(openEvent) }));
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await screenshot(page, 'home-teacher-phone');
  await nextStep(page).getByRole('link', { name: 'Register now' }).click();
  await page.waitForURL(new RegExp(`/teacher-registration/${openEventId}$`));
  expect(pathOf(page)).toBe(`/teacher-registration/${openEventId}`);
});
