import { formatNumber } from '../../../i18n/format';
import { msg, t } from '../../../i18n/intl';
import type { ImportCounts, ReportView, RowView } from '../api/import-types';
import { figure } from './figure';
import { matchesSearch } from '@domain/shared/search-text';

export type OutcomeTone = 'linked' | 'created' | 'review' | 'error' | 'skipped';

/** A row's outcome in words: Linked, New user, Needs review or Error (and Skipped once the organiser skipped it). */
export const outcomeLabel = (row: Pick<RowView, 'outcome' | 'resolved'>): string => {
  switch (row.outcome) {
    case 'linked':
      return t('Linked');
    case 'created':
      return t('New user');
    case 'needs-review':
      return row.resolved === 'skipped' ? t('Skipped') : t('Needs review');
    case 'error':
      return t('Error');
  }
};

export const outcomeTone = (row: Pick<RowView, 'outcome' | 'resolved'>): OutcomeTone => {
  if (row.outcome === 'needs-review') return row.resolved === 'skipped' ? 'skipped' : 'review';
  return row.outcome;
};

/** The organiser's decisions (messages: shown with t()). */
const decisions = { linked: msg('Linked by you'), created: msg('Account created by you'), skipped: msg('Skipped by you') } as const;

/** Why a row is what it is; a row the organiser decided says so, with what it needed review for. */
export const reasonText = (row: Pick<RowView, 'reason' | 'resolved'>): string => {
  const reason = row.reason?.trim() ?? '';
  if (row.resolved === null) return reason;
  const decision = t(decisions[row.resolved]);
  return reason ? t('{decision} (was: {reason})', { decision, reason }) : decision;
};

/** The rows table's search: row number, email, name, outcome or reason, ignoring case. */
export const rowMatches = (row: RowView, query: string): boolean => {
  return matchesSearch([String(row.row), row.email, row.fullName, outcomeLabel(row), reasonText(row), ...row.warnings], query);
};

interface RowWarning {
  row: number;
  warning: string;
}

/** What rows wrote that was left out, one line each, in row order. */
export const warningLines = (report: Pick<ReportView, 'rows'>): RowWarning[] =>
  report.rows.flatMap((row) => row.warnings.map((warning) => ({ row: row.row, warning })));

/** A row's line: 'Row 3: …' (the text is the server's). */
const rowLine = (row: number, text: string) => t('Row {row}: {text}', { row: figure(row), text });

export const warningLine = ({ row, warning }: RowWarning) => rowLine(row, warning);

/** Rows that still wait for the organiser's decision. */
export const reviewRows = (report: Pick<ReportView, 'rows'>): RowView[] =>
  report.rows.filter((row) => row.outcome === 'needs-review' && row.resolved === null);

export interface RowError {
  row: number;
  reason: string;
}

export const errorRows = (report: Pick<ReportView, 'rows'>): RowError[] =>
  report.rows
    .filter((row) => row.outcome === 'error')
    .map((row) => ({ row: row.row, reason: row.reason?.trim() || t('This row could not be read') }));

export const errorLine = ({ row, reason }: RowError) => rowLine(row, reason);

export interface CountLine {
  /** A message: shown with t(). */
  label: string;
  value: number;
}

/** Spec §2 and §3: the counts of an upload (the preview adds its errors). */
export const countLines = (counts: ImportCounts, { withErrors }: { withErrors: boolean }): CountLine[] => [
  { label: msg('Linked to Existing'), value: counts.linked },
  { label: msg('New Users Created'), value: counts.created },
  { label: msg('Needs Review'), value: counts.needsReview },
  ...(withErrors ? [{ label: msg('Errors'), value: counts.errors }] : []),
];

export const rowsCountLabel = (shown: number, total: number) =>
  shown === total
    ? t('{total, plural, one {# row} other {# rows}}', { total })
    : t('{shown} of {total, plural, one {# row} other {# rows}}', { shown: formatNumber(shown), total });
