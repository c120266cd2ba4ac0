import { afterAll, beforeAll, expect, it } from 'vitest';
import { minimalPdf } from '../support/sample-files';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, shown, toast, sidewaysOverflow } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'pp', stamp);
const organiser = person('Huda', 'Organiser');
const chair = person('Sara', 'Chair');
const delegate = person('Yusuf', 'Delegate');
let eventId: string;
let committeeId: string;
let abbr: string;

beforeAll(async () => {
  seeded = await startSeededServer();
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  await studentWithProfile(seeded.server.url, seeded.database.url, chair);
  const created = await setup.organiserWithEvent(organiser, { name: `Paper MUN ${stamp}`, seats: 30 });
  eventId = created.eventId;
  const { adminToken, host } = created;
  const catalogue = await setup.api<Array<{ id: number; abbr: string; category: string }>>(
    'GET',
    '/api/v1/committees/all-committees',
    undefined,
    adminToken,
  );
  const committee = catalogue.find((each) => each.category === 'country')!;
  abbr = committee.abbr;
  committeeId = (
    await setup.api<{ id: string }>(
      'POST',
      '/api/v1/event-committees/save-event-committees-by-event',
      { committeeId: String(committee.id), eventId, category: 'country', abbr, seats: '4', chair_username: chair.username },
      host.token,
    )
  ).id;
  const countries = await setup.api<Array<{ id: number; tier: string }>>('GET', '/api/v1/countries/all-countries', undefined, adminToken);
  const signedIn = await studentWithProfile(seeded.server.url, seeded.database.url, { ...delegate, school: 'Hatta Mountain School' });
  const registration = await setup.api<{ id: string }>(
    'POST',
    `/api/v1/registerations/event-registration-student/${signedIn.userId}`,
    { eventId, mun_experience: '0', emergency_name: 'Alice Lee', emergency_phone: '50 650 5005' },
    signedIn.token,
  );
  await setup.api(
    'POST',
    '/api/v1/registerations/assign-delegate',
    { delegateId: registration.id, committeeId, countryId: String(countries.find((country) => country.tier === 'B')!.id) },
    host.token,
  );
  await setup.api('POST', `/api/v1/allocation/${eventId}/publish`, {}, host.token);
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

it(
  'a delegate uploads a paper, the chair scores it, the organiser releases, the delegate sees the score',
  { timeout: 180_000 },
  async () => {
    // The delegate sends their paper from the delegate page.
    // The delegate on a phone, the chair and the organiser on a laptop.
    const asDelegate = await browsers.open(seeded.server.url);
    await asDelegate.page.setViewportSize({ width: 390, height: 844 });
    await logIn(asDelegate.page, delegate.email, delegate.password);
    await asDelegate.page.goto(`/student-delegate-page/${eventId}?tab=participation-info`);
    const section = asDelegate.page.getByRole('region', { name: 'Position paper' });
    await shown(section.getByText('You have not sent a paper yet.'));
    await section
      .getByLabel(/Your paper/)
      .setInputFiles({ name: 'Yusuf position paper.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
    await section.getByRole('button', { name: 'Upload paper' }).click();
    await shown(toast(asDelegate.page, 'Position paper uploaded'));
    await shown(section.getByText(/Version 1/));
    await shown(section.getByText(/Yusuf position paper\.pdf/));
    await screenshot(asDelegate.page, 'position-paper-uploaded');

    // The chair opens it in the browser and scores it.
    const asChair = await browsers.open(seeded.server.url);
    await logIn(asChair.page, chair.email, chair.password);
    await asChair.page.goto(`/chair/${eventId}/${committeeId}?tab=papers`);
    const row = asChair.page.getByRole('row').filter({ hasText: delegate.fullname });
    await shown(row);
    const [tab] = await Promise.all([asChair.context.waitForEvent('page'), row.getByRole('button', { name: 'Open v1' }).click()]);
    await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    await tab.close();
    await row.getByRole('button', { name: 'Review' }).click();
    const form = asChair.page.getByRole('form', { name: `Review of ${delegate.fullname}` });
    await form.getByLabel('Status').selectOption('approved');
    await form.getByRole('spinbutton', { name: 'Research score' }).fill('4');
    await form.getByRole('spinbutton', { name: 'Writing score' }).fill('5');
    await form.getByLabel('Comment for the delegate').fill('Well researched; cite the 2015 resolution.');
    await screenshot(asChair.page, 'position-paper-review');
    await form.getByRole('button', { name: 'Save review' }).click();
    await shown(toast(asChair.page, 'Review saved'));
    await shown(row.getByText('Approved'));
    await shown(row.getByText('9 / 20'));
    await screenshot(asChair.page, 'position-papers-chair');

    // Before release the delegate sees the status, not the score.
    await asDelegate.page.reload();
    await shown(section.getByTestId('paper-status').filter({ hasText: 'Approved' }));
    await shown(section.getByText(/shown once the organiser releases them/));
    expect(await section.getByText('Well researched').count()).toBe(0);

    // The organiser releases the scores, asked first.
    const asOrganiser = await browsers.open(seeded.server.url);
    await logIn(asOrganiser.page, organiser.email, organiser.password);
    await asOrganiser.page.goto(`/papers/${eventId}`);
    const overview = asOrganiser.page.getByRole('row').filter({ hasText: abbr });
    await shown(overview);
    expect(await overview.getByRole('cell').allTextContents()).toEqual(['none', '1', '0', '1']);
    await asOrganiser.page.getByRole('button', { name: 'Release scores' }).click();
    const dialog = asOrganiser.page.getByRole('dialog', { name: 'Release scores?' });
    await shown(dialog);
    await screenshot(asOrganiser.page, 'position-papers-release');
    await dialog.getByRole('button', { name: 'Release' }).click();
    await shown(toast(asOrganiser.page, 'Scores released to delegates'));
    await shown(asOrganiser.page.getByText(/Scores and comments are shown to delegates/));

    // The delegate sees the score and the comment.
    await asDelegate.page.reload();
    await shown(section.getByTestId('paper-score-Research').filter({ hasText: '4 / 5' }));
    await shown(section.getByTestId('paper-score-Writing').filter({ hasText: '5 / 5' }));
    await shown(section.getByText('Well researched; cite the 2015 resolution.'));
    await screenshot(asDelegate.page, 'position-paper-scored');
    expect(await sidewaysOverflow(asDelegate.page)).toBeLessThanOrEqual(0);
    // The chair's list on a phone too.
    await asChair.page.setViewportSize({ width: 390, height: 844 });
    await shown(row);
    await screenshot(asChair.page, 'position-papers-chair-phone');
    expect(await sidewaysOverflow(asChair.page)).toBeLessThanOrEqual(0);

    for (const session of [asDelegate, asChair, asOrganiser])
      expect(session.errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
  },
);
