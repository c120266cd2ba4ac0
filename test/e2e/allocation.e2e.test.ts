import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserSessions, screenshot, screenshotDir } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, shown, toast } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'al', stamp);
const organiser = person('Huda', 'Organiser');
// Experience and first choice: Sara (4 years) and Zaid (0) want the first committee, Noor (1) and Adam (2) the second; Amir Twin is Adam's duplicate.
const delegates = [
  { ...person('Sara', 'Senior'), years: 4, choice: 0 },
  { ...person('Zaid', 'Novice'), years: 0, choice: 0 },
  { ...person('Noor', 'Junior'), years: 1, choice: 1 },
  { ...person('Adam', 'Middle'), years: 2, choice: 1 },
  { ...person('Amir', 'Twin'), years: 2, choice: 1 },
];
let eventId: string;
const committees: Array<{ abbr: string }> = [];

beforeAll(async () => {
  seeded = await startSeededServer();
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  const { adminToken, host, eventId: created } = await setup.organiserWithEvent(organiser, { name: `Allocation MUN ${stamp}`, seats: 30 });
  eventId = created;
  const catalogue = await setup.api<Array<{ id: number; abbr: string; category: string }>>(
    'GET',
    '/api/v1/committees/all-committees',
    undefined,
    adminToken,
  );
  for (const entry of catalogue.filter((committee) => committee.category === 'country').slice(0, 2)) {
    await setup.api(
      'POST',
      '/api/v1/event-committees/save-event-committees-by-event',
      { committeeId: String(entry.id), eventId, category: 'country', abbr: entry.abbr, seats: '3' },
      host.token,
    );
    committees.push({ abbr: entry.abbr });
  }
  const [firstId, secondId] = catalogue.filter((committee) => committee.category === 'country').map((committee) => String(committee.id));
  for (const delegate of delegates) {
    const signedIn = await studentWithProfile(seeded.server.url, seeded.database.url, delegate);
    await setup.api(
      'POST',
      `/api/v1/registerations/event-registration-student/${signedIn.userId}`,
      {
        eventId,
        mun_experience: String(delegate.years),
        pref_committee_1_id: delegate.choice === 0 ? firstId : secondId,
        pref_committee_2_id: delegate.choice === 0 ? secondId : firstId,
        food_pref: 'Vegetarian',
        food_allergies: '',
        emergency_name: 'Alice Lee',
        emergency_phone: '50 650 5005',
      },
      signedIn.token,
    );
  }
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

const keyInfo = (page: Page) => page.getByRole('table', { name: 'Key Info of the delegates' });
const rowMenu = async (page: Page, name: string, item: string) => {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};
const rowOf = (page: Page, name: string) => keyInfo(page).getByRole('row').filter({ hasText: name });
/** The Assigned Committees cell (the row also names the preferred ones). */
const assignedCommittee = (page: Page, name: string) => rowOf(page, name).getByRole('cell').nth(7);

it('assigns, moves, flags, merges, locks, allocates globally by both strategies and downloads the list', { timeout: 180_000 }, async () => {
  const { page, errors } = await browsers.open(seeded.server.url);
  await logIn(page, organiser.email, organiser.password);
  await page.goto(`/event-dashboard/${eventId}`);
  await page.getByRole('tab', { name: 'Delegates' }).click();
  await shown(keyInfo(page));
  const [first, second] = committees.map((committee) => committee.abbr) as [string, string];
  const [sara, zaid, noor, adam, twin] = delegates.map((delegate) => delegate.fullname) as [string, string, string, string, string];

  // The row menu by keyboard: focus goes into it, ArrowDown moves on, Escape closes it and gives focus back.
  const trigger = page.getByRole('button', { name: `Actions for ${zaid}` });
  await trigger.click();
  const focusedItem = () =>
    page.evaluate(() => (document.activeElement?.getAttribute('role') === 'menuitem' ? document.activeElement.textContent : null));
  const firstItem = await page.getByRole('menu').getByRole('menuitem').first().textContent();
  await expect.poll(focusedItem).toBe(firstItem);
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedItem).not.toBe(firstItem);
  expect(await focusedItem()).not.toBeNull();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('menu').count()).toBe(0);
  expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

  // Assign by the row menu, then move with the confirm dialog.
  const assign = async (name: string, committee: string) => {
    await rowMenu(page, name, 'Assign');
    const dialog = page.getByRole('dialog', { name: `Assign ${name}` });
    const committeeSelect = dialog.getByLabel('Committee');
    const value = await committeeSelect.locator('option').filter({ hasText: committee }).first().getAttribute('value');
    await committeeSelect.selectOption(value!);
    await dialog.getByLabel('Country').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  };
  await assign(sara, first);
  await shown(toast(page, 'Delegate assigned successfully'));
  await expect.poll(() => assignedCommittee(page, sara).textContent()).toBe(first);
  await assign(sara, second);
  const move = page.getByRole('dialog', { name: 'Move delegate?' });
  await shown(move.getByText(`This delegate is already assigned to ${first}. Do you want to move them to ${second}?`));
  await move.getByRole('button', { name: 'Move' }).click();
  await expect.poll(() => assignedCommittee(page, sara).textContent()).toBe(second);

  // Flag one, merge the twins (the second one picked is removed), after a question that names both.
  await rowMenu(page, zaid, 'Flag');
  await shown(toast(page, 'Delegate flagged'));
  await shown(rowOf(page, zaid).getByRole('img', { name: 'Flagged' }));
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await page.getByRole('checkbox', { name: `Select ${adam} to merge` }).check();
  await page.getByRole('checkbox', { name: `Select ${twin} to merge` }).check();
  const mergeQuestion = page.getByRole('dialog', { name: 'Merge delegates?' });
  const asked = new RegExp(
    `^${adam} \\(\\S+\\) stays registered and ${twin} \\(\\S+\\) is removed from this event\\. This action cannot be undone\\.$`,
  );
  await page.getByRole('button', { name: 'Merge (2)' }).click();
  await shown(mergeQuestion.getByText(asked));
  await screenshot(page, 'allocation-merge-question');
  // Cancel removes nobody and keeps the choice.
  await mergeQuestion.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => mergeQuestion.count()).toBe(0);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await rowOf(page, twin).count()).toBe(1);
  expect(await page.getByRole('checkbox', { name: `Select ${twin} to merge` }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Merge (2)' }).click();
  await shown(mergeQuestion.getByText(asked));
  await mergeQuestion.getByRole('button', { name: 'Merge', exact: true }).click();
  await shown(toast(page, `Delegates merged successfully: ${adam} (`));
  expect(await toast(page, 'Delegates merged successfully').innerText()).toMatch(
    new RegExp(`${adam} \\(\\S+\\) stays, ${twin} \\(\\S+\\) was removed from the event\\.`),
  );
  await expect.poll(() => keyInfo(page).getByRole('row').filter({ hasText: twin }).count()).toBe(0);
  expect(await rowOf(page, adam).count()).toBe(1);

  // Lock all, unlock one: global allocation (spec rule) places only the unlocked one.
  await page.getByRole('button', { name: 'Lock All', exact: true }).click();
  await shown(toast(page, 'All delegates locked'));
  await rowMenu(page, zaid, 'Unlock');
  await shown(rowOf(page, zaid).getByRole('img', { name: 'Unlocked' }));
  await page.getByRole('button', { name: 'Global Allocation' }).click();
  const allocation = page.getByRole('dialog', { name: 'Global Allocation' });
  await allocation.getByRole('button', { name: 'Allocate' }).click();
  await shown(allocation.getByRole('progressbar', { name: 'Allocation progress' }));
  await shown(toast(page, 'Successfully allocated 1 delegates'));
  await screenshot(page, 'allocation-spec-run');
  await allocation.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => assignedCommittee(page, zaid).textContent()).toBe(first);
  for (const name of [noor, adam]) expect(await assignedCommittee(page, name).textContent()).not.toMatch(new RegExp(`${first}|${second}`));

  // Unlock all: an optimal dry run shows its fairness report, then Apply places the rest.
  await page.getByRole('button', { name: 'Unlock All', exact: true }).click();
  await shown(toast(page, 'All delegates unlocked'));
  await page.getByRole('button', { name: 'Global Allocation' }).click();
  // A spec dry run beside the optimal one, ties by a lottery with a seed the report repeats: once the optimal one is applied, it is out of date.
  await allocation.getByRole('radio', { name: 'Lottery' }).check();
  const seed = allocation.getByLabel('Lottery seed');
  await seed.fill('12x');
  await shown(allocation.getByText('Seed must be a whole number from 0 to 2147483647'));
  expect(await allocation.getByRole('button', { name: 'Dry run' }).isDisabled()).toBe(true);
  await seed.fill('424242');
  await allocation.getByRole('button', { name: 'Dry run' }).click();
  const specReport = allocation.getByRole('region', { name: 'Spec rule (default) report' });
  await shown(specReport.getByRole('button', { name: 'Apply' }));
  await shown(specReport.getByText('Lottery, seed 424242'));
  await allocation.getByRole('radio', { name: 'First come, first served (default)' }).check();
  await allocation.getByRole('radio', { name: 'Optimal' }).check();
  // The optimal strategy's objective (coverage by default) and the tie rule are the organiser's to choose.
  expect(await allocation.getByRole('radio', { name: 'Everyone a choice (default)' }).isChecked()).toBe(true);
  expect(await allocation.getByRole('radio', { name: 'First come, first served (default)' }).isChecked()).toBe(true);
  await allocation.getByRole('button', { name: 'Dry run' }).click();
  const report = allocation.getByRole('region', { name: 'Optimal report' });
  await shown(report.getByRole('button', { name: 'Apply' }));
  await expect.poll(() => report.textContent()).toMatch(/1st/i);
  // The dry run states its rules, sets the other objective beside, and shows fairness by experience and by registration.
  await shown(report.getByText('First come, first served', { exact: true }));
  await shown(report.getByRole('table', { name: 'Beside the other objective' }));
  await shown(report.getByRole('table', { name: 'By MUN experience' }));
  const byRegistration = report.getByRole('table', { name: 'By registration order' });
  await shown(byRegistration.getByRole('rowheader', { name: '1st tenth (earliest)' }));
  await shown(report.getByText('Seniority inversions'));
  await screenshot(page, 'allocation-optimal-dry-run');
  // The dialog scrolls inside the window: what the organiser sees of the report, then of its fairness tables.
  const seen = async (name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), animations: 'disabled' });
  await report.getByRole('heading', { name: 'Optimal' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await seen('allocation-optimal-dry-run-report');
  await byRegistration.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await seen('allocation-optimal-dry-run-fairness');
  await report.getByRole('button', { name: 'Apply' }).click();
  await shown(toast(page, 'Successfully allocated 2 delegates'));
  await shown(specReport.getByText('The delegates or committees changed since this dry run. Run it again.'));
  expect(await specReport.getByRole('button', { name: 'Apply' }).count()).toBe(0);
  await screenshot(page, 'allocation-stale-dry-run');
  await allocation.getByRole('button', { name: 'Close' }).click();
  for (const name of [noor, adam]) await expect.poll(() => assignedCommittee(page, name).textContent()).toBe(second);
  await screenshot(page, 'allocation-key-info');

  // The Allocation sub-tab's full list, downloaded.
  await page.getByRole('tab', { name: 'Allocation' }).click();
  await page.getByRole('button', { name: 'FULL LIST' }).click();
  await shown(page.getByRole('table', { name: 'Allocation of the delegates' }).getByRole('row').filter({ hasText: sara }));
  await page.getByRole('button', { name: 'Download List' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toMatch(/Unique ID,Name,Academic Level,School,MUN Experience,Preferred Committees,Assigned Committees,Assigned Country/);
  for (const name of [sara, zaid, noor, adam]) expect(csv).toContain(name);
  expect(csv).not.toContain(twin);
  await screenshot(page, 'allocation-full-list');
  // Dialogs, toasts, the fairness report and a download, all within the page's Content-Security-Policy.
  expect(errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
});

it("shows the committees' seats taken on the Allocation buttons", async () => {
  const { page } = await browsers.open(seeded.server.url);
  await logIn(page, organiser.email, organiser.password);
  await page.goto(`/event-dashboard/${eventId}`);
  await page.getByRole('tab', { name: 'Delegates' }).click();
  await page.getByRole('tab', { name: 'Allocation' }).click();
  await shown(page.getByRole('button', { name: `${committees[1]!.abbr} Total: 3 Assigned: 3` }));
  await shown(page.getByRole('button', { name: `${committees[0]!.abbr} Total: 3 Assigned: 1` }));
});
