import type { ImportCounts, ReportView, RowView } from '../api/import-types';

export type OutcomeTone = 'linked' | 'created' | 'review' | 'error' | 'skipped';

/** A row's outcome in words: Linked, New user, Needs review or Error (and Skipped once the organiser skipped it). */
export const outcomeLabel = (row: Pick<RowView, 'outcome' | 'resolved'>): string => {
  switch (row.outcome) {
    case 'linked':
      return 'Linked';
    case 'created':
      return 'New user';
    case 'needs-review':
      return row.resolved === 'skipped' ? 'Skipped' : 'Needs review';
    case 'error':
      return 'Error';
  }
};

export const outcomeTone = (row: Pick<RowView, 'outcome' | 'resolved'>): OutcomeTone => {
  if (row.outcome === 'needs-review') return row.resolved === 'skipped' ? 'skipped' : 'review';
  return row.outcome;
};

const decisions = { linked: 'Linked by you', created: 'Account created by you', skipped: 'Skipped by you' } as const;

/** Why a row is what it is; a row the organiser decided says so, with what it needed review for. */
export const reasonText = (row: Pick<RowView, 'reason' | 'resolved'>): string => {
  const reason = row.reason?.trim() ?? '';
  if (row.resolved === null) return reason;
  return reason ? `${decisions[row.resolved]} (was: ${reason})` : decisions[row.resolved];
};

/** The rows table's search: row number, email, name, outcome or reason, ignoring case. */
export const rowMatches = (row: RowView, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [String(row.row), row.email ?? '', row.fullName ?? '', outcomeLabel(row), reasonText(row), ...row.warnings].some((text) =>
    text.toLowerCase().includes(needle),
  );
};

interface RowWarning {
  row: number;
  warning: string;
}

/** What rows wrote that was left out, one line each, in row order. */
export const warningLines = (report: Pick<ReportView, 'rows'>): RowWarning[] =>
  report.rows.flatMap((row) => row.warnings.map((warning) => ({ row: row.row, warning })));

export const warningLine = ({ row, warning }: RowWarning) => `Row ${row}: ${warning}`;

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
    .map((row) => ({ row: row.row, reason: row.reason?.trim() || 'This row could not be read' }));

export const errorLine = ({ row, reason }: RowError) => `Row ${row}: ${reason}`;

export interface CountLine {
  label: string;
  value: number;
}

/** Spec §2 and §3: the counts of an upload (the preview adds its errors). */
export const countLines = (counts: ImportCounts, { withErrors }: { withErrors: boolean }): CountLine[] => [
  { label: 'Linked to Existing', value: counts.linked },
  { label: 'New Users Created', value: counts.created },
  { label: 'Needs Review', value: counts.needsReview },
  ...(withErrors ? [{ label: 'Errors', value: counts.errors }] : []),
];

export const rowsCountLabel = (shown: number, total: number) =>
  `${shown === total ? total.toLocaleString('en-US') : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`} ${total === 1 ? 'row' : 'rows'}`;
