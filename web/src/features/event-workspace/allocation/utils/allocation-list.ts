import type { Registration } from '../../../../lib/registration-schema';
import { academicLevel, delegateName, munExperienceLabel, preferredCommittees, schoolName } from './delegate-rows';
import { uniqueIdOf } from '@domain/registrations/registration-rules';
import { msg, t } from '../../../../i18n/intl';
import { directionOf, getLanguageChoice } from '../../../../i18n/language';

/** Spec §9: the downloaded allocation list's columns, in order (English keys: the files carry them in the chosen language). */
const allocationListColumns = [
  msg('Unique ID'),
  msg('Name'),
  msg('Academic Level'),
  msg('School'),
  msg('MUN Experience'),
  msg('Preferred Committees'),
  msg('Assigned Committees'),
  msg('Assigned Country'),
] as const;

/** The columns' headings in the chosen language. */
export const allocationListHeadings = (): string[] => allocationListColumns.map((column) => t(column));

export const FULL_LIST_TITLE = msg('Country Committees Full List');

export type ListRow = readonly string[];

/** Spec §9: the full list is 'Country Committees Full List'; a committee's list is named after it. */
export const allocationListTitle = (committee: { abbr: string; name: string } | null): string =>
  committee ? committee.abbr.trim() || committee.name.trim() : t(FULL_LIST_TITLE);

type Listed = Pick<
  Registration,
  'user_id' | 'user' | 'mun_experience' | 'pref_committee_1' | 'pref_committee_2' | 'pref_committee_3' | 'assigned_committee' | 'country'
>;

export const allocationListRows = (delegates: readonly Listed[]): ListRow[] =>
  delegates.map((delegate) => [
    uniqueIdOf(delegate.user_id),
    delegateName(delegate.user),
    academicLevel(delegate.user),
    schoolName(delegate.user),
    munExperienceLabel(delegate.mun_experience),
    preferredCommittees(delegate)
      .map((choice) => choice.abbr)
      .join(', '),
    delegate.assigned_committee?.abbr ?? '',
    delegate.country?.name ?? '',
  ]);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** Spec §9: the list as an HTML table file, readable in any browser and openable in a spreadsheet. */
export const allocationListHtml = (title: string, rows: readonly ListRow[]): string => {
  const cells = (row: readonly string[], tag: 'th' | 'td') => row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('');
  const { language } = getLanguageChoice();
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="${directionOf(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:Arial,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:6px 8px;text-align:start}th{background:#12304f;color:#fff}tr:nth-child(even) td{background:#f4f7fa}</style>',
    '</head>',
    '<body>',
    `<h1>${escapeHtml(title)}</h1>`,
    '<table>',
    `<thead><tr>${cells(allocationListHeadings(), 'th')}</tr></thead>`,
    `<tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody>`,
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
};

/** A spreadsheet would run a cell starting with these as a formula: it is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvCell = (text: string) => {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The list as CSV (RFC 4180, CRLF), with a byte order mark so spreadsheets read it as UTF-8. */
export const allocationListCsv = (rows: readonly ListRow[]): string =>
  `\uFEFF${[allocationListHeadings(), ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** 'Country Committees Full List' → 'country-committees-full-list.csv'. */
export const allocationListFileName = (title: string, extension: 'html' | 'csv' | 'xlsx'): string => {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'allocation-list'}.${extension}`;
};
