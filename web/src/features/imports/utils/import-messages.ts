import { IMPORT_EVENT_ID_MISSING, importLimits } from '@domain/imports/limits';
import { ApiError } from '../../../lib/api-client';
import type { ImportCounts } from '../api/import-types';

/** Spec §5 and §8, verbatim, and the page's own words. */
export const importMessages = {
  eventMissing: IMPORT_EVENT_ID_MISSING,
  uploadFailed: 'Failed to process upload. Please check file format and try again.',
  importFailed: 'Failed to process upload',
  processing: 'Processing...',
  previewTitle: 'Preview — nothing has been imported yet',
  resultsTitle: 'Results',
  fileEmpty: 'The file is empty',
} as const;

/** The file pickers' accept list (spec §5). */
export const SPREADSHEET_ACCEPT = '.csv,.xlsx,.xls';

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

export const limitsText = `A .csv, .xlsx or .xls file of up to ${megabytes(importLimits.maxBytes)} and ${importLimits.maxRows.toLocaleString('en-US')} rows; the first row holds the column names.`;

/** A chosen file that is surely refused, said before it is sent; null when the server is to judge it. */
export const fileProblem = (file: Pick<File, 'size'>): string | null => {
  if (file.size === 0) return importMessages.fileEmpty;
  if (file.size > importLimits.maxBytes) return `The file is larger than ${megabytes(importLimits.maxBytes)}`;
  return null;
};

/** The server's reason for refusing a file, shown under the toast; null when it gave none. */
export const failureReason = (error: unknown): string | null =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : null;

export interface Notice {
  tone: 'success' | 'warning' | 'error';
  text: string;
}

/** Spec §8: the toast once an import has run. */
export const completedNotice = (counts: ImportCounts): Notice =>
  counts.errors > 0
    ? { tone: 'warning', text: `Upload completed with ${counts.errors} errors. Check details below.` }
    : {
        tone: 'success',
        text: `Upload completed! Linked: ${counts.linked}, Created: ${counts.created}, Needs Review: ${counts.needsReview}`,
      };

export const rowResolvedMessage = (row: number) => `Row ${row} resolved`;
