import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, shown, toast, sidewaysOverflow } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'ce', stamp);
const organiser = person('Hessa', 'Organiser');
const delegate = person('Omar', 'Delegate');
let eventId: string;

beforeAll(async () => {
  seeded = await startSeededServer();
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  const {
    adminToken,
    host,
    eventId: created,
  } = await setup.organiserWithEvent(organiser, { name: `Certificates MUN ${stamp}`, seats: 20 });
  eventId = created;
  const catalogue = await setup.api<Array<{ id: number; abbr: string; category: string }>>(
    'GET',
    '/api/v1/committees/all-committees',
    undefined,
    adminToken,
  );
  const committee = catalogue.find((each) => each.category === 'country')!;
  const saved = await setup.api<{ id: string }>(
    'POST',
    '/api/v1/event-committees/save-event-committees-by-event',
    { committeeId: String(committee.id), eventId, category: 'country', abbr: committee.abbr, seats: '4' },
    host.token,
  );
  const signedIn = await studentWithProfile(seeded.server.url, seeded.database.url, delegate);
  const registered = await setup.api<{ id: string }>(
    'POST',
    `/api/v1/registerations/event-registration-student/${signedIn.userId}`,
    {
      eventId,
      mun_experience: '0',
      pref_committee_1_id: String(committee.id),
      pref_committee_2_id: null,
      pref_committee_3_id: null,
      emergency_name: 'Alice Lee',
      emergency_phone: '50 650 5005',
    },
    signedIn.token,
  );
  await setup.api(
    'POST',
    '/api/v1/registerations/assign-delegate',
    { delegateId: registered.id, committeeId: saved.id, countryId: '' },
    host.token,
  );
  await setup.api('POST', `/api/v1/allocation/${eventId}/publish`, {}, host.token);
  await setup.api('POST', `/api/v1/conference/${eventId}/sessions`, { name: 'Opening', day: '2026-12-10', start: '09:00' }, host.token);
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

it(
  'has the organiser issue, the delegate download their PDF, and its code verify publicly until revoked',
  { timeout: 180_000 },
  async () => {
    const organiserSession = await browsers.open(seeded.server.url);
    const page = organiserSession.page;
    await logIn(page, organiser.email, organiser.password);
    await page.goto(`/certificates/${eventId}`);
    const threshold = page.getByLabel('Attendance needed for a participation certificate (% of sessions)');
    await shown(threshold);
    // Nobody took roll: with no attendance needed, every delegate is eligible.
    await threshold.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(toast(page, 'Certificate settings saved'));
    await page.getByRole('button', { name: 'Issue certificates' }).click();
    await shown(page.getByRole('status').filter({ hasText: 'Done: 1 issued now' }));
    const row = page.getByRole('row').filter({ hasText: delegate.fullname });
    await shown(row.getByText('Certificate of Participation'));
    const code = (await row.locator('code').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-Z]{20}$/);
    // The list is searched by code (or name, award, committee, country); a search that finds nothing says so.
    const searchBox = page.getByRole('searchbox', { name: 'Search certificates' });
    await searchBox.fill(code.slice(0, 6).toLowerCase());
    await shown(row);
    await searchBox.fill('nobody by this name');
    await shown(page.getByText('No certificate matches your search.'));
    expect(await row.count()).toBe(0);
    await searchBox.fill('');
    await shown(row);
    const [archive] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download ZIP' }).click()]);
    expect((await readFile((await archive.path())!)).subarray(0, 2).toString()).toBe('PK');
    await screenshot(page, 'certificates-organiser-issued');
    // The list scrolls in its own frame on a phone, not the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await shown(row.getByRole('button', { name: 'Revoke' }));
    await screenshot(page, 'certificates-organiser-phone');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1366, height: 860 });

    // The delegate and the visitor on phones, the organiser on a laptop.
    const delegateSession = await browsers.open(seeded.server.url);
    await delegateSession.page.setViewportSize({ width: 390, height: 844 });
    await logIn(delegateSession.page, delegate.email, delegate.password);
    await delegateSession.page.goto(`/student-delegate-page/${eventId}`);
    const section = delegateSession.page.getByRole('region', { name: 'Certificates', exact: true });
    await shown(section.getByText('Certificate of Participation'));
    const [download] = await Promise.all([
      delegateSession.page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await section.scrollIntoViewIfNeeded();
    await screenshot(delegateSession.page, 'certificates-delegate-page');
    expect(await sidewaysOverflow(delegateSession.page)).toBeLessThanOrEqual(0);

    // The QR code's page, signed out.
    const visitor = await browsers.open(seeded.server.url);
    await visitor.page.setViewportSize({ width: 390, height: 844 });
    await visitor.page.goto(`/verify/${code}`);
    await shown(visitor.page.getByRole('status').filter({ hasText: 'Valid certificate' }));
    await shown(visitor.page.getByText(delegate.fullname));
    await shown(visitor.page.getByText(`Certificates MUN ${stamp}`, { exact: false }));
    await screenshot(visitor.page, 'certificates-verify-valid');
    expect(await sidewaysOverflow(visitor.page)).toBeLessThanOrEqual(0);

    // Revoking asks first, with the reason.
    await row.getByRole('button', { name: 'Revoke' }).click();
    const question = page.getByRole('dialog', { name: 'Revoke this certificate?' });
    await question.getByLabel(`Why revoke ${delegate.fullname}’s certificate?`).fill('Registered in error');
    await screenshot(page, 'certificates-revoke-question');
    await question.getByRole('button', { name: 'Confirm revoke' }).click();
    await shown(toast(page, 'Certificate revoked'));
    await shown(row.getByText('Revoked'));
    expect(await row.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    await visitor.page.reload();
    await shown(visitor.page.getByRole('status').filter({ hasText: 'This certificate has been revoked' }));
    await screenshot(visitor.page, 'certificates-verify-revoked');
    for (const session of [organiserSession, delegateSession, visitor])
      expect(session.errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
  },
);
