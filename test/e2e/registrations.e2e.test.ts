import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registrationMessages, registrationNumberOf, uniqueIdOf } from '@domain/registrations/registration-rules';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, rowWith, shown, toast } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'reg', stamp);
const organiser = person('Hessa', 'Organiser');
const student = person('Rashid', 'Student');
const teacher = person('Karim', 'Teacher');
const latecomer = person('Sara', 'Latecomer');
const eventName = `Emirates Schools MUN ${stamp}`;

let setup: ReturnType<typeof eventSetup>;
let eventId: string;
let host: { userId: string; token: string };
let hostOrganiserId: string;
let adminToken: string;
let ids: Record<'student' | 'teacher' | 'latecomer', { userId: string; token: string }>;

beforeAll(async () => {
  seeded = await startSeededServer();
  setup = eventSetup(seeded.server.url, seeded.database.url);
  const admin = await setup.api<{ token: string }>('POST', '/api/v1/users/login', superUserLogin);
  adminToken = admin.token;
  host = await studentWithProfile(seeded.server.url, seeded.database.url, organiser);
  hostOrganiserId = await setup.approvedOrganiser(host, admin.token);
  // Two seats: the student and the teacher take them; the latecomer waits for a cancellation.
  eventId = await setup.approvedEvent({ token: host.token, organiserId: hostOrganiserId }, admin.token, { name: eventName, seats: 2 });
  ids = {
    student: await studentWithProfile(seeded.server.url, seeded.database.url, student),
    teacher: await setup.teacherWithProfile(teacher),
    latecomer: await studentWithProfile(seeded.server.url, seeded.database.url, latecomer),
  };
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

const fieldValue = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

it('a student and a teacher register, find their data on the delegate page, the student cancels and the seat is free again; the organiser finds them', async () => {
  // The student opens the event from the dashboard and goes through the four steps.
  const { page: studentPage, errors: studentErrors } = await browsers.open(seeded.server.url);
  await logIn(studentPage, student.email, student.password);
  await studentPage.goto('/dashboard');
  await studentPage.getByRole('link', { name: new RegExp(eventName) }).click();
  await studentPage.waitForURL(new RegExp(`/student-registration/${eventId}$`));
  await shown(studentPage.getByRole('heading', { name: 'Review Info' }));
  expect(await fieldValue(studentPage, 'Name')).toBe(student.fullname);
  await studentPage.getByRole('tab', { name: /MUN Info/ }).click();
  // The event has no committees yet: every committee is offered, and the form says why.
  await shown(studentPage.getByText(registrationMessages.noEventCommittees));
  await studentPage.getByLabel('MUN Experience in Years').fill('3');
  await studentPage.getByLabel('Preferred Committee - Choice 1').selectOption({ label: 'UNSC United Nations Security Council' });
  await studentPage.getByLabel('Preferred Committee - Choice 2').selectOption({ label: 'UNHRC United Nations Human Rights Council' });
  await studentPage.getByRole('tab', { name: /Food Info/ }).click();
  await studentPage.getByRole('button', { name: 'Vegetarian', exact: true }).click();
  await studentPage.getByLabel('Food Allergies').fill('Peanut');
  await studentPage.getByRole('tab', { name: /Emergency Info/ }).click();
  await studentPage.getByLabel('Emergency Contact Name').fill('Alice Lee');
  await studentPage.getByLabel('Emergency mobile number').pressSequentially('50 650a 5005');
  await shown(toast(studentPage, 'Only numbers and spaces are allowed in phone number'));
  expect(await studentPage.getByLabel('Emergency mobile number').inputValue()).toBe('50 650 5005');
  await studentPage.getByRole('button', { name: 'Register' }).click();
  await shown(toast(studentPage, 'Registration completed successfully!'));
  await studentPage.waitForURL(new RegExp(`/student-registration-success/${eventId}$`));
  await studentPage.getByRole('link', { name: 'Event' }).click();
  await studentPage.waitForURL(new RegExp(`/student-delegate-page/${eventId}$`));
  await studentPage.getByRole('tab', { name: 'Registration Info' }).click();
  await expect.poll(() => fieldValue(studentPage, 'Registration Number'), { timeout: 15_000 }).toBe(registrationNumberOf(eventName, 1));
  expect(await fieldValue(studentPage, 'Food Allergies')).toBe('Peanut');
  expect(await fieldValue(studentPage, 'Emergency Contact Name')).toBe('Alice Lee');
  expect(await fieldValue(studentPage, 'Emergency Mobile Number')).toBe('+971 50 650 5005');
  expect(await fieldValue(studentPage, 'Preferred Committee - Choice 1')).toContain('UNSC');
  await screenshot(studentPage, 'registrations-student-delegate-page');

  // The teacher registers through the teacher path.
  const { page: teacherPage, errors: teacherErrors } = await browsers.open(seeded.server.url);
  await logIn(teacherPage, teacher.email, teacher.password);
  await teacherPage.goto(`/teacher-registration/${eventId}`);
  await shown(teacherPage.getByRole('heading', { name: 'Review Info' }));
  expect(await fieldValue(teacherPage, 'Name')).toBe(teacher.fullname);
  await teacherPage.getByRole('button', { name: 'Continue' }).click();
  await teacherPage.getByRole('button', { name: 'Non-Vegetarian', exact: true }).click();
  await teacherPage.getByLabel('Food Allergies').fill('None');
  await teacherPage.getByRole('button', { name: 'Continue' }).click();
  await teacherPage.waitForURL(new RegExp(`/teacher-registration-success/${eventId}$`));
  await teacherPage.getByRole('link', { name: 'Event' }).click();
  await teacherPage.waitForURL(new RegExp(`/teacher-delegate-page/${eventId}$`));
  await teacherPage.getByRole('tab', { name: 'Registration Info' }).click();
  await expect.poll(() => fieldValue(teacherPage, 'Food Preference'), { timeout: 15_000 }).toBe('Non-Vegetarian');

  // Both seats are taken: the latecomer is refused.
  const refused = await fetch(`${seeded.server.url}/api/v1/registerations/event-registration-student/${ids.latecomer.userId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ids.latecomer.token}` },
    body: JSON.stringify({ eventId }),
  });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('This event is full: all seats are taken');

  // The organiser finds both in Key Info, Contact Info and Food Info, searches and opens a profile.
  const { page: organiserPage, errors: organiserErrors } = await browsers.open(seeded.server.url);
  await logIn(organiserPage, organiser.email, organiser.password);
  await organiserPage.goto(`/event-dashboard/${eventId}?tab=delegates`);
  const keyInfo = organiserPage.getByRole('table', { name: 'Key Info of the delegates' });
  await shown(rowWith(organiserPage, student.fullname));
  await shown(rowWith(organiserPage, teacher.fullname));
  await shown(rowWith(organiserPage, student.fullname).getByText(uniqueIdOf(ids.student.userId, 6)));
  await organiserPage.getByLabel('Search').fill(teacher.fullname.toUpperCase().slice(0, 5));
  await expect.poll(() => keyInfo.getByRole('row').filter({ hasText: student.fullname }).count()).toBe(0);
  await shown(rowWith(organiserPage, teacher.fullname));
  await organiserPage.getByLabel('Search').fill('');
  await organiserPage.getByRole('tab', { name: 'Contact Info' }).click();
  await shown(rowWith(organiserPage, student.fullname).getByText('Alice Lee'));
  await organiserPage.getByRole('tab', { name: 'Food Info' }).click();
  await shown(rowWith(organiserPage, student.fullname).getByText('Peanut'));
  await organiserPage.getByLabel('Search').fill('nobody like this');
  await shown(organiserPage.getByText('No delegates found matching your search'));
  await organiserPage.getByLabel('Search').fill('');
  await organiserPage.getByRole('tab', { name: 'Key Info' }).click();
  await organiserPage.getByRole('button', { name: `Actions for ${student.fullname}` }).click();
  await organiserPage.getByRole('menuitem', { name: 'View Profile' }).click();
  await organiserPage.waitForURL(/\/view-delegate-profile\//);
  await shown(organiserPage.getByRole('heading', { name: 'Student Profile' }));
  await shown(organiserPage.getByText(student.username));
  await screenshot(organiserPage, 'registrations-delegate-profile');

  // The student cancels with the dialog; the seat goes to the latecomer.
  await studentPage.getByRole('button', { name: 'Cancel Registration' }).click();
  const dialog = studentPage.getByRole('dialog', { name: 'Confirm Cancel' });
  await shown(dialog);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await studentPage.getByRole('button', { name: 'Cancel Registration' }).click();
  await studentPage.getByRole('dialog', { name: 'Confirm Cancel' }).getByRole('button', { name: 'Yes' }).click();
  await shown(toast(studentPage, 'Registration cancelled successfully'));
  await studentPage.waitForURL(/\/(home|dashboard)$/);

  const { page: latePage, errors: lateErrors } = await browsers.open(seeded.server.url);
  await logIn(latePage, latecomer.email, latecomer.password);
  await latePage.goto(`/student-registration/${eventId}`);
  await shown(latePage.getByRole('heading', { name: 'Review Info' }));
  for (const step of ['MUN Info', 'Food Info', 'Emergency Info']) await latePage.getByRole('tab', { name: new RegExp(step) }).click();
  await latePage.getByRole('button', { name: 'Register' }).click();
  await shown(toast(latePage, 'Registration completed successfully!'));

  // 404s are answers the pages expect (not registered yet), which the browser logs all the same.
  const ignorable = (error: string) => /status of 404/.test(error);
  expect([...studentErrors, ...teacherErrors, ...organiserErrors, ...lateErrors].filter((error) => !ignorable(error))).toEqual([]);
});

it("lists only the event's own committees once its organiser has saved some", async () => {
  const withCommittees = await setup.approvedEvent({ token: host.token, organiserId: hostOrganiserId }, adminToken, {
    name: `Committee MUN ${stamp}`,
    seats: 5,
  });
  const catalogue = await setup.api<Array<{ id: number; abbr: string }>>('GET', '/api/v1/committees/all-committees', undefined, host.token);
  const unhrc = catalogue.find((entry) => entry.abbr === 'UNHRC')!;
  await setup.api(
    'POST',
    '/api/v1/event-committees/save-event-committees-by-event',
    { eventId: withCommittees, committeeId: unhrc.id, category: 'country', seats: 20 },
    host.token,
  );

  const { page, errors } = await browsers.open(seeded.server.url);
  await logIn(page, latecomer.email, latecomer.password);
  await page.goto(`/student-registration/${withCommittees}`);
  await shown(page.getByRole('heading', { name: 'Review Info' }));
  await page.getByRole('tab', { name: /MUN Info/ }).click();
  const choice = page.getByLabel('Preferred Committee - Choice 1');
  await expect.poll(() => choice.locator('option').allTextContents()).toEqual(['Select', 'UNHRC United Nations Human Rights Council']);
  expect(await page.getByText(registrationMessages.noEventCommittees).count()).toBe(0);
  await choice.selectOption({ label: 'UNHRC United Nations Human Rights Council' });
  for (const step of ['Food Info', 'Emergency Info']) await page.getByRole('tab', { name: new RegExp(step) }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await shown(toast(page, 'Registration completed successfully!'));
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
