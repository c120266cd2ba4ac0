import { afterAll, beforeAll, expect, it } from 'vitest';
import { googleFormHeaders, googleFormRow, asXlsx, type Cell } from '../support/sheets/sheet-fixtures';
import { browserSessions, screenshot } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { logIn, shown, toast } from './support/page-helpers';
import { studentWithProfile } from './support/server-api';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();
const stamp = Date.now().toString(36);
const person = (first: string, last: string) => testPerson(first, last, 'im', stamp);
const organiser = person('Salma', 'Organiser');
const known = [person('Rashid', 'Known'), person('Dana', 'Known'), person('Faris', 'Known')];
let eventId: string;

beforeAll(async () => {
  seeded = await startSeededServer();
  const setup = eventSetup(seeded.server.url, seeded.database.url);
  ({ eventId } = await setup.organiserWithEvent(organiser, { name: `Import MUN ${stamp}`, seats: 60 }));
  for (const who of known) await studentWithProfile(seeded.server.url, seeded.database.url, who);
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

/**
 * 30 responses as a Google Form exports them: two people who have accounts, one row with a known
 * email under another name, a bad email, a missing name, and 25 new people at Dubai College. The
 * event has no committees yet, so nobody names one, except row 7, which also gives a phone and a
 * food choice the import cannot keep.
 */
const WARNED_ROW = 7;
const formFile = () => {
  const rows: Cell[][] = Array.from({ length: 30 }, (_, index) => {
    const row = googleFormRow(index);
    const name = String(row[2]);
    return [
      row[0]!,
      `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${index}.${stamp}@gmail.com`,
      name,
      'Dubai College',
      row[4]!,
      row[5]!,
      row[6]!,
      '',
      '',
      '',
      ...row.slice(10),
    ];
  });
  const warned = rows[WARNED_ROW - 2]!;
  rows[WARNED_ROW - 2] = [...warned.slice(0, 5), '12345', warned[6]!, 'Model Parliament', '', '', 'Pescatarian', ...warned.slice(11)];
  const withPerson = (index: number, email: string, name: string) =>
    (rows[index] = [rows[index]![0]!, email, name, ...rows[index]!.slice(3)]);
  withPerson(0, known[0]!.email, known[0]!.fullname);
  withPerson(1, known[1]!.email, known[1]!.fullname);
  withPerson(2, known[2]!.email, 'Someone Else Entirely');
  withPerson(3, 'not-an-email', 'Bad Address');
  withPerson(4, `missing.name.${stamp}@gmail.com`, '');
  return { rows, buffer: asXlsx([[...googleFormHeaders], ...rows]) };
};

it(
  'previews a Google Form export with its mapping, imports it with progress, and the new delegates are in Key Info',
  { timeout: 120_000 },
  async () => {
    const { page } = await browsers.open(seeded.server.url);
    await logIn(page, organiser.email, organiser.password);
    await page.goto(`/upload-delegates/${eventId}`);
    await shown(page.getByRole('button', { name: 'Upload Google Form' }));
    const { rows, buffer } = formFile();
    await page.getByLabel('Spreadsheet file').setInputFiles({
      name: 'Form responses 1.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });

    const preview = page.getByRole('region', { name: 'Preview' });
    await shown(preview);
    const mapping = page.getByRole('group', { name: 'Column mapping' });
    const selectedHeader = (label: string) =>
      mapping.getByLabel(label, { exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
    expect(await selectedHeader('Email')).toContain('Email Address');
    expect(await selectedHeader('Full name')).toContain('Full Name');
    await expect.poll(() => preview.textContent()).toMatch(/Linked to Existing\D*2/);
    expect(await preview.textContent()).toMatch(/New Users Created\D*25/);
    await screenshot(page, 'import-preview');

    // 'How many MUNs have you attended?' counts conferences; the organiser may say it counts years.
    const unit = mapping.getByLabel('MUN experience counts');
    expect(await unit.inputValue()).toBe('conferences');
    await shown(mapping.getByText('2 conferences count as one year of experience (rounded down).'));

    // What row 7 gave and the import cannot keep is a warning on that row, not a silent drop.
    const phoneWarning = `Row ${WARNED_ROW}: Phone "12345" is not a valid number with a listed country code: left out`;
    await shown(preview.getByRole('list', { name: 'Warnings' }).getByText(phoneWarning));
    await preview.getByPlaceholder('Search by row, email, name or reason...').fill('Model Parliament');
    const rowWarnings = preview.getByRole('list', { name: `Warnings of row ${WARNED_ROW}` });
    await shown(rowWarnings.getByText('Committee preference "Model Parliament" is not a committee of this event: left out'));
    await shown(rowWarnings.getByText('Food preference "Pescatarian" is neither Vegetarian nor Non-Vegetarian: left out'));
    await rowWarnings.scrollIntoViewIfNeeded();
    await screenshot(page, 'import-preview-warnings');
    await preview.getByPlaceholder('Search by row, email, name or reason...').fill('');

    await unit.selectOption('years');
    await shown(preview.getByText('The mapping changed: preview again to see its rows before applying.'));
    await page.getByRole('button', { name: 'Preview again' }).click();
    await expect.poll(() => preview.getByText('The mapping changed: preview again to see its rows before applying.').count()).toBe(0);
    expect(await mapping.getByLabel('MUN experience counts').inputValue()).toBe('years');

    await page.getByRole('button', { name: 'Apply' }).click();
    await shown(page.getByRole('progressbar', { name: 'Import progress' }));
    await shown(toast(page, 'Upload completed with 2 errors. Check details below.'));
    const results = page.getByRole('region', { name: 'Results' });
    await shown(results);
    expect(await results.textContent()).toMatch(/Linked to Existing\D*2/);
    expect(await results.textContent()).toMatch(/New Users Created\D*25/);
    expect(await results.textContent()).toMatch(/Needs Review\D*1/);
    await shown(page.getByRole('list', { name: 'Errors' }).getByText(/^Row 5:/));
    await shown(page.getByRole('list', { name: 'Errors' }).getByText(/^Row 6:/));
    await shown(results.getByRole('list', { name: 'Warnings' }).getByText(phoneWarning));
    await screenshot(page, 'import-results');

    // The conflicting row waits for a decision: link it anyway.
    const review = page.getByRole('list', { name: 'Needs review' });
    await review.getByRole('button', { name: 'Link anyway' }).click();
    await shown(toast(page, 'Row 4 resolved'));

    await page.getByRole('link', { name: 'Back to Delegates' }).click();
    const keyInfo = page.getByRole('table', { name: 'Key Info of the delegates' });
    await shown(keyInfo);
    await expect.poll(() => page.getByText(/28 delegates/).count()).toBeGreaterThan(0);
    // Long lists draw only the rows in view: find each by the search box.
    for (const name of [known[0]!.fullname, known[2]!.fullname, String(rows[10]![2]), String(rows[29]![2])]) {
      await page.getByLabel('Search', { exact: true }).fill(name);
      await shown(keyInfo.getByRole('row').filter({ hasText: name }).first());
    }
    await screenshot(page, 'import-key-info');
  },
);
