import { IMPORT_EVENT_ID_MISSING, importLimits } from '@domain/imports/limits';
import { formatNumber } from '../../../i18n/format';
import { msg, t } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api-client';
import type { ImportCounts } from '../api/import-types';
import { figure } from './figure';

/** Spec §5 and §8, verbatim, and the page's own words (messages: shown with t(), the domain's eventMissing with tm()). */
export const importMessages = {
  eventMissing: IMPORT_EVENT_ID_MISSING,
  uploadFailed: msg('Failed to process upload. Please check file format and try again.'),
  importFailed: msg('Failed to process upload'),
  processing: msg('Processing...'),
  previewTitle: msg('Preview — nothing has been imported yet'),
  resultsTitle: msg('Results'),
  fileEmpty: msg('The file is empty'),
} as const;

/** The file pickers' accept list (spec §5). */
export const SPREADSHEET_ACCEPT = '.csv,.xlsx,.xls';

const megabytes = (bytes: number) => t('{size} MB', { size: formatNumber(Number((bytes / (1024 * 1024)).toFixed(1))) });

/** The limits of a file, in the chosen language. */
export const limitsText = () =>
  t('A .csv, .xlsx or .xls file of up to {size} and {rows} rows; the first row holds the column names.', {
    size: megabytes(importLimits.maxBytes),
    rows: formatNumber(importLimits.maxRows),
  });

/** A chosen file that is surely refused, said before it is sent; null when the server is to judge it. */
export const fileProblem = (file: Pick<File, 'size'>): string | null => {
  if (file.size === 0) return t(importMessages.fileEmpty);
  if (file.size > importLimits.maxBytes) return t('The file is larger than {size}', { size: megabytes(importLimits.maxBytes) });
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
    ? { tone: 'warning', text: t('Upload completed with {errors} errors. Check details below.', { errors: counts.errors }) }
    : {
        tone: 'success',
        text: t('Upload completed! Linked: {linked}, Created: {created}, Needs Review: {needsReview}', {
          linked: figure(counts.linked),
          created: figure(counts.created),
          needsReview: figure(counts.needsReview),
        }),
      };

export const rowResolvedMessage = (row: number) => t('Row {row} resolved', { row: figure(row) });
