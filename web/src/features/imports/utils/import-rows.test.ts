import { describe, expect, it } from 'vitest';
import { aReport, aRow } from '../testing/report-fixture';
import {
  countLines,
  errorLine,
  errorRows,
  outcomeLabel,
  outcomeTone,
  reasonText,
  reviewRows,
  rowMatches,
  rowsCountLabel,
  warningLine,
  warningLines,
} from './import-rows';

describe('outcomeLabel', () => {
  it('names each outcome', () => {
    expect(outcomeLabel({ outcome: 'linked', resolved: null })).toBe('Linked');
    expect(outcomeLabel({ outcome: 'created', resolved: null })).toBe('New user');
    expect(outcomeLabel({ outcome: 'needs-review', resolved: null })).toBe('Needs review');
    expect(outcomeLabel({ outcome: 'error', resolved: null })).toBe('Error');
  });

  it('says Skipped for a row the organiser skipped, and the new outcome for one resolved', () => {
    expect(outcomeLabel({ outcome: 'needs-review', resolved: 'skipped' })).toBe('Skipped');
    expect(outcomeTone({ outcome: 'needs-review', resolved: 'skipped' })).toBe('skipped');
    expect(outcomeLabel({ outcome: 'linked', resolved: 'linked' })).toBe('Linked');
    expect(outcomeTone({ outcome: 'needs-review', resolved: null })).toBe('review');
  });
});

describe('reasonText', () => {
  it('gives the reason of an undecided row as it is', () => {
    expect(reasonText({ reason: 'School not found: Nowhere High', resolved: null })).toBe('School not found: Nowhere High');
    expect(reasonText({ reason: null, resolved: null })).toBe('');
  });

  it('says what the organiser decided, and what the row needed review for', () => {
    expect(reasonText({ reason: 'School not found: Nowhere High', resolved: 'created' })).toBe(
      'Account created by you (was: School not found: Nowhere High)',
    );
    expect(reasonText({ reason: 'The account with this email is named Faris Known', resolved: 'linked' })).toBe(
      'Linked by you (was: The account with this email is named Faris Known)',
    );
    expect(reasonText({ reason: null, resolved: 'skipped' })).toBe('Skipped by you');
  });
});

describe('rowMatches', () => {
  const row = aRow({
    row: 12,
    email: 'Omar@School.ae',
    fullName: 'Omar Saleh',
    outcome: 'needs-review',
    reason: 'No school given for a new account',
    kind: 'school-missing',
  });
  it('finds by row number, email, name, outcome or reason, ignoring case', () => {
    for (const query of ['12', 'omar@school', 'SALEH', 'needs review', 'no school', '  ']) expect(rowMatches(row, query)).toBe(true);
    expect(rowMatches(row, 'linked')).toBe(false);
  });

  it('copes with a row that has no email or name', () => {
    expect(rowMatches(aRow({ email: null, fullName: null, outcome: 'error', reason: 'Email is required' }), 'email is')).toBe(true);
  });
});

describe('reviewRows and errorRows', () => {
  const report = aReport({
    rows: [
      aRow({ row: 2, outcome: 'linked' }),
      aRow({ row: 3, outcome: 'needs-review', kind: 'name', reason: 'Name differs' }),
      aRow({ row: 4, outcome: 'needs-review', kind: 'duplicate', resolved: 'skipped' }),
      aRow({ row: 5, outcome: 'error', email: null, reason: 'Email is required' }),
      aRow({ row: 6, outcome: 'error', reason: null }),
    ],
  });

  it('lists the rows still waiting for a decision', () => {
    expect(reviewRows(report).map((row) => row.row)).toEqual([3]);
  });

  it('lists the errors as Row N: reason', () => {
    expect(errorRows(report).map(errorLine)).toEqual(['Row 5: Email is required', 'Row 6: This row could not be read']);
  });
});

describe('countLines', () => {
  const counts = { linked: 3, created: 2, needsReview: 1, errors: 4 };
  it('gives the results panel its three counts (spec §2)', () => {
    expect(countLines(counts, { withErrors: false })).toEqual([
      { label: 'Linked to Existing', value: 3 },
      { label: 'New Users Created', value: 2 },
      { label: 'Needs Review', value: 1 },
    ]);
  });

  it('adds the errors in the preview', () => {
    expect(countLines(counts, { withErrors: true }).at(-1)).toEqual({ label: 'Errors', value: 4 });
  });
});

describe('rowsCountLabel', () => {
  it('says how many rows are shown', () => {
    expect(rowsCountLabel(1, 1)).toBe('1 row');
    expect(rowsCountLabel(20000, 20000)).toBe('20,000 rows');
    expect(rowsCountLabel(3, 1200)).toBe('3 of 1,200 rows');
  });
});

describe('warningLines', () => {
  it('lists every warning of every row, in row order, each with its row', () => {
    const report = aReport({
      rows: [
        aRow({ row: 2 }),
        aRow({
          row: 3,
          warnings: [
            'Phone "12" is not a valid number with a listed country code: left out',
            'Committee preference "MUNC" is not a committee of this event: left out',
          ],
        }),
        aRow({ row: 4, outcome: 'error', reason: 'Email is required' }),
      ],
    });
    expect(warningLines(report).map(warningLine)).toEqual([
      'Row 3: Phone "12" is not a valid number with a listed country code: left out',
      'Row 3: Committee preference "MUNC" is not a committee of this event: left out',
    ]);
  });

  it('lets the rows table find a row by its warning', () => {
    expect(
      rowMatches(aRow({ warnings: ['Food preference "Pescatarian" is neither Vegetarian nor Non-Vegetarian: left out'] }), 'pescatarian'),
    ).toBe(true);
  });
});
