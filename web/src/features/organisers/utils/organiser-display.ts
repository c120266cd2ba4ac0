import type { Organiser, OrganiserEvidence } from '../api/get-organisers';

/** How an organiser is named in menus and messages: username, else name, else the user id. */
export const organiserName = (organiser: Pick<Organiser, 'user' | 'user_id'>): string =>
  organiser.user.username?.trim() || organiser.user.fullname?.trim() || organiser.user_id;

/** 'grade-7' → 'Grade 7', 'IB-DP-1' → 'IB DP 1'; the stored value stays as it is. */
export const gradeLabel = (grade: string | null | undefined): string =>
  (grade ?? '')
    .split('-')
    .map((part) => (/^[a-z]/.test(part) ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join(' ');

export const experienceLabel = (years: string | null | undefined): string => {
  const value = years?.trim() ?? '';
  if (value === '') return '';
  return `${value} ${value === '1' ? 'year' : 'years'}`;
};

/** The Academic Level (students) or Teaching Experience (teachers) of a person. */
export const levelLabel = (person: { role: 'student' | 'teacher'; grade: string | null; years_of_experience: string | null }): string =>
  person.role === 'student' ? gradeLabel(person.grade) : experienceLabel(person.years_of_experience);

export const roleLabel = (role: 'student' | 'teacher'): string => (role === 'student' ? 'Student' : 'Teacher');

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

const dayMonthFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '2026-03-12T08:30:00Z' → '12 Mar' and '2026' (two lines in a narrow column) and the full time; nothing → null. */
export const formatDay = (iso: string | null): { dayMonth: string; year: string; full: string } | null => {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { dayMonth: iso, year: '', full: iso };
  return { dayMonth: dayMonthFormat.format(date), year: yearFormat.format(date), full: dateTimeFormat.format(date) };
};
