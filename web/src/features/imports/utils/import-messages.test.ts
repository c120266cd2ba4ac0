import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  completedNotice,
  failureReason,
  fileProblem,
  importMessages,
  limitsText,
  rowResolvedMessage,
  SPREADSHEET_ACCEPT,
} from './import-messages';

describe('importMessages', () => {
  it('keeps the spec’s words', () => {
    expect(importMessages.eventMissing).toBe('Event ID is missing');
    expect(importMessages.uploadFailed).toBe('Failed to process upload. Please check file format and try again.');
    expect(importMessages.importFailed).toBe('Failed to process upload');
    expect(importMessages.previewTitle).toBe('Preview — nothing has been imported yet');
    expect(SPREADSHEET_ACCEPT).toBe('.csv,.xlsx,.xls');
  });

  it('states the limits', () => {
    expect(limitsText()).toBe('A .csv, .xlsx or .xls file of up to 5 MB and 20,000 rows; the first row holds the column names.');
  });
});

describe('completedNotice', () => {
  it('gives the counts when nothing failed', () => {
    expect(completedNotice({ linked: 4, created: 2, needsReview: 1, errors: 0 })).toEqual({
      tone: 'success',
      text: 'Upload completed! Linked: 4, Created: 2, Needs Review: 1',
    });
  });

  it('warns of the errors when some rows failed', () => {
    expect(completedNotice({ linked: 4, created: 2, needsReview: 1, errors: 3 })).toEqual({
      tone: 'warning',
      text: 'Upload completed with 3 errors. Check details below.',
    });
  });
});

describe('rowResolvedMessage', () => {
  it('names the row', () => {
    expect(rowResolvedMessage(7)).toBe('Row 7 resolved');
  });
});

describe('fileProblem', () => {
  it('refuses an empty file and one above 5 MB before sending it', () => {
    expect(fileProblem({ size: 0 })).toBe('The file is empty');
    expect(fileProblem({ size: 5 * 1024 * 1024 + 1 })).toBe('The file is larger than 5 MB');
  });

  it('leaves the rest to the server', () => {
    expect(fileProblem({ size: 5 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ size: 120 })).toBeNull();
  });
});

describe('failureReason', () => {
  it('is the server’s reason', () => {
    expect(
      failureReason(new ApiError(400, 'Formulas are not accepted: please paste values only (row 3, column B)', 'IMPORT_FILE_REJECTED', {})),
    ).toBe('Formulas are not accepted: please paste values only (row 3, column B)');
  });

  it('is null without one', () => {
    expect(failureReason(new ApiError(0, null, 'NETWORK_ERROR', {}))).toBeNull();
    expect(failureReason(new Error('boom'))).toBeNull();
  });
});
