import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectMapping } from '@domain/imports/columns';
import { readRow } from '@domain/imports/rows';
import { parseSheet, SheetRejected, sheetMessages } from './parse-sheet';
import {
  asCsv,
  asXlsx,
  badFiles,
  csvOfTinyCells,
  csvWithRows,
  googleFormCsv,
  googleFormHeaders,
  googleFormRows,
  googleFormXls,
  googleFormXlsx,
  xlsxBomb,
} from '../../test/support/sheets/sheet-fixtures';

/** These tests start real worker threads: the parser as the API runs it. */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof SheetRejected ? error.reason : `unexpected: ${String(error)}`),
  );

describe('parseSheet reads Google Form exports', () => {
  const rows = googleFormRows(6);

  it('reads an .xlsx as the sheet shows it: dates formatted, phone numbers in full', async () => {
    const sheet = await parseSheet(googleFormXlsx(rows), 'Form Responses.xlsx');
    expect(sheet.format).toBe('xlsx');
    expect(sheet.headers).toEqual([...googleFormHeaders]);
    expect(sheet.rows).toHaveLength(6);
    expect(sheet.rows[1]).toEqual([
      '1/15/2025 0:01:00',
      'omar.khan1@example.com',
      'Omar Khan',
      'Dubai College',
      'Grade 10',
      '971500000001',
      '1',
      'UNHRC',
      'DISEC',
      'ECOSOC',
      'Non-Vegetarian',
      '',
      'Parent of Omar',
      '+971 50 1000001',
      '',
    ]);
  });

  it('reads the same responses from an .xls and a .csv', async () => {
    const xlsx = await parseSheet(googleFormXlsx(rows), 'responses.xlsx');
    const xls = await parseSheet(googleFormXls(rows), 'responses.xls');
    const csv = await parseSheet(googleFormCsv(rows), 'responses.csv');
    expect(xls).toEqual({ ...xlsx, format: 'xls' });
    expect(csv).toEqual({ ...xlsx, format: 'csv' });
  });

  it('gives rows the domain turns into candidates', async () => {
    const sheet = await parseSheet(googleFormXlsx(rows), 'responses.xlsx');
    const mapping = detectMapping(sheet.headers);
    const read = readRow(sheet.rows[0]!, mapping, 2);
    expect(read).toMatchObject({
      candidate: {
        row: 2,
        email: 'aisha.khan0@example.com',
        fullName: 'Aisha Khan',
        munExperience: 0,
        prefs: ['UNSC', 'UNHRC'],
        foodPref: 'Vegetarian',
      },
    });
  });

  it('accepts a UTF-8 CSV with a BOM (Excel "CSV UTF-8") and keeps accents', async () => {
    const sheet = await parseSheet(
      asCsv(
        [
          ['Email Address', 'Full Name'],
          ['zoe@example.com', 'Zoë Müller-Đorđević'],
        ],
        { bom: true },
      ),
      'delegates.csv',
    );
    expect(sheet).toEqual({ headers: ['Email Address', 'Full Name'], rows: [['zoe@example.com', 'Zoë Müller-Đorđević']], format: 'csv' });
  });

  it('decides the format from the content, not the name', async () => {
    expect((await parseSheet(googleFormXlsx(rows), 'delegates.csv')).format).toBe('xlsx');
    expect((await parseSheet(googleFormXls(rows), 'delegates.xlsx')).format).toBe('xls');
    expect((await parseSheet(googleFormCsv(rows), 'delegates')).format).toBe('csv');
  });

  it('drops trailing empty rows, keeps blank rows between data and pads rows to one width', async () => {
    const sheet = await parseSheet(
      asXlsx([['Email', 'Name', 'School'], ['a@example.com'], [], ['b@example.com', 'B', 'X'], [], ['', '  ']]),
      'delegates.xlsx',
    );
    expect(sheet.rows).toEqual([
      ['a@example.com', '', ''],
      ['', '', ''],
      ['b@example.com', 'B', 'X'],
    ]);
  });

  it('keeps phone numbers and negative numbers in a CSV: they are not formulas', async () => {
    const sheet = await parseSheet(Buffer.from('Email;Phone;Score;Handle\na@example.com;+971 50 650 5005;-3;@aisha\n'), 'delegates.csv');
    expect(sheet.rows).toEqual([['a@example.com', '+971 50 650 5005', '-3', '@aisha']]);
  });

  it('accepts exactly 20,000 rows', async () => {
    const sheet = await parseSheet(csvWithRows(20_000), 'delegates.csv');
    expect(sheet.rows).toHaveLength(20_000);
    expect(sheet.rows[19_999]).toEqual(['d19999@example.com', 'Delegate 19999', 'Dubai College']);
  });

  it('reads several files at once', async () => {
    const sheets = await Promise.all(Array.from({ length: 5 }, () => parseSheet(googleFormCsv(rows), 'delegates.csv')));
    expect(sheets.every((sheet) => sheet.rows.length === 6)).toBe(true);
  });
});

describe('parseSheet refuses bad uploads', () => {
  it.each(badFiles().map((file) => [file.name, file] as const))('%s', async (_name, file) => {
    expect(await rejection(parseSheet(file.content, file.fileName))).toBe(file.reason);
  });

  it('stops a thread at the time limit (a zip bomb whose directory lies about its size)', async () => {
    const started = Date.now();
    expect(await rejection(parseSheet(xlsxBomb(2000, 4096), 'delegates.xlsx', { timeoutMs: 1000 }))).toBe(sheetMessages.tooSlow);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a file whose reading runs out of memory (the thread dies, not the server)', async () => {
    // The thread itself needs about 16 MB; this file's millions of cells need over 32.
    const limits = { maxMemoryMb: 24 };
    expect(await rejection(parseSheet(csvOfTinyCells(), 'delegates.csv', limits))).toBe(sheetMessages.tooLarge);
    expect((await parseSheet(csvOfTinyCells(100), 'delegates.csv', limits)).rows).toHaveLength(99);
  });

  it('applies the limits it is given', async () => {
    expect(await rejection(parseSheet(googleFormCsv(rows()), 'delegates.csv', { maxRows: 3 }))).toBe('The file has more than 3 rows');
    expect(await rejection(parseSheet(googleFormCsv(rows()), 'delegates.csv', { maxBytes: 1000 }))).toBe('The file is larger than 1 KB');
    expect(await rejection(parseSheet(googleFormCsv(rows()), 'delegates.csv', { maxTotalChars: 100 }))).toBe(sheetMessages.tooLarge);
  });
  const rows = () => googleFormRows(6);
});

describe('the parsing thread under `node --import tsx` (how ops/start.sh runs the server)', () => {
  it('parses in a process started that way', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const script =
      "import { parseSheet } from './workers/imports/parse-sheet'; const sheet = await parseSheet(Buffer.from('Email\\na@example.com\\n'), 'a.csv'); console.log(JSON.stringify(sheet));";
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({ headers: ['Email'], rows: [['a@example.com']], format: 'csv' });
  });
});
