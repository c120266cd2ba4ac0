import type { Organiser, OrganiserEvidence } from '../api/get-organisers';
import { getLanguageChoice, localeOf } from '../../../i18n/language';
import { msg, t } from '../../../i18n/intl';
import { gradeLabel } from '../../../lib/grade-label';

export { gradeLabel };

/** How an organiser is named in menus and messages: username, else name, else the user id. */
export const organiserName = (organiser: Pick<Organiser, 'user' | 'user_id'>): string =>
  organiser.user.username?.trim() || organiser.user.fullname?.trim() || organiser.user_id;

export const experienceLabel = (years: string | null | undefined): string => {
  const value = years?.trim() ?? '';
  if (value === '') return '';
  return /^\d+$/.test(value)
    ? t('{years, plural, one {# year} other {# years}}', { years: Number(value) })
    : t('{years} years', { years: value });
};

/** The Academic Level (students) or Teaching Experience (teachers) of a person. */
export const levelLabel = (person: { role: 'student' | 'teacher'; grade: string | null; years_of_experience: string | null }): string =>
  person.role === 'student' ? gradeLabel(person.grade) : experienceLabel(person.years_of_experience);

/** The role the add row sends as the organiser's role in event (stored in English; shown with t()). */
export const roleLabel = (role: 'student' | 'teacher'): string => (role === 'student' ? msg('Student') : msg('Teacher'));

/** A role in event as shown: the add row's Student or Teacher in the chosen language, anything typed as it is. */
export const roleInEventText = (role: string): string => (role === 'Student' || role === 'Teacher' ? t(role) : role);

/** Spec §2.6: evidence is a text (such as Internal) or document links, which open in a new tab. */
export type EvidenceView = { kind: 'text'; text: string } | { kind: 'links'; urls: string[] };

export const evidenceView = (evidence: OrganiserEvidence): EvidenceView => {
  if (typeof evidence === 'string') return { kind: 'text', text: evidence };
  const urls = evidence.file_urls.length > 0 ? evidence.file_urls : [evidence.file_url];
  return { kind: 'links', urls };
};

/** The text the search sees for a row's evidence. */
export const evidenceText = (evidence: OrganiserEvidence): string => {
  const view = evidenceView(evidence);
  return view.kind === 'text' ? view.text : '';
};

/** The formats of the chosen language (en-GB in English, as the specs show them). */
const formatsByLocale = new Map<string, { dayMonth: Intl.DateTimeFormat; year: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();
const formatsOf = () => {
  const locale = localeOf(getLanguageChoice());
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = {
      dayMonth: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
      year: new Intl.DateTimeFormat(locale, { year: 'numeric' }),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
};

/** '2026-03-12T08:30:00Z' → '12 Mar' and '2026' (two lines in a narrow column) and the full time; nothing → null. */
export const formatDay = (iso: string | null): { dayMonth: string; year: string; full: string } | null => {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { dayMonth: iso, year: '', full: iso };
  const formats = formatsOf();
  return { dayMonth: formats.dayMonth.format(date), year: formats.year.format(date), full: formats.dateTime.format(date) };
};
