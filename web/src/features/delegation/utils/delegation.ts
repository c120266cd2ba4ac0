import type { RegistrationStatus } from '@domain/registrations/roster';

/** What the delegation page shows of a delegate. */
interface Shown {
  fullname: string | null;
  grade: string | null;
  role: 'student' | 'teacher';
  status: RegistrationStatus;
  committee: { abbr: string; committee: string } | null;
  country: { name: string; flag: string } | null;
}

const statusLabels: Record<RegistrationStatus, string> = {
  registered: 'Registered',
  cancelled: 'Cancelled',
  removed: 'Removed',
};

export const statusLabel = (status: RegistrationStatus): string => statusLabels[status];

/** A deleted account has no name left. */
export const delegateName = (delegate: Pick<Shown, 'fullname'>): string => delegate.fullname?.trim() || 'Deleted account';

/** 'grade-9' → 'Grade 9'; a teacher delegate has none. */
export const gradeText = (delegate: Pick<Shown, 'grade' | 'role'>): string =>
  delegate.role === 'teacher'
    ? 'Teacher'
    : (delegate.grade ?? '')
        .split('-')
        .map((part) => (/^[a-z]/.test(part) ? part.charAt(0).toUpperCase() + part.slice(1) : part))
        .join(' ');

/** The seat as published to the delegate; before that, the delegate page's own words. */
export const committeeText = (delegate: Pick<Shown, 'committee'>): string =>
  delegate.committee ? delegate.committee.abbr : 'Seat not yet published';
export const countryText = (delegate: Pick<Shown, 'country'>): string =>
  delegate.country ? `${delegate.country.flag} ${delegate.country.name}` : '';

/** '12 Mar 2026 – 14 Mar 2026', or one day. */
export const datesText = (start: string, end: string): string => {
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const from = format.format(new Date(`${start}T00:00:00Z`));
  return start === end ? from : `${from} – ${format.format(new Date(`${end}T00:00:00Z`))}`;
};

export const delegationTexts = {
  title: 'My delegation',
  intro: 'The delegates of your school at each event, with their seats once the organiser has published them.',
  loading: 'Loading your delegation...',
  failed: 'Failed to load your delegation.',
  empty: 'No delegate of your school is registered for an event yet',
} as const;

/** Name, registration number, committee or country, case-insensitive. */
export const matchesDelegate = (
  delegate: Pick<Shown, 'fullname' | 'committee' | 'country'> & { registration_no: string },
  query: string,
): boolean => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [
    delegate.fullname,
    delegate.registration_no,
    delegate.committee?.abbr,
    delegate.committee?.committee,
    delegate.country?.name,
  ].some((text) => text?.toLowerCase().includes(needle));
};

/** The country wishes form's words. */
export const wishesTexts = {
  title: 'Countries your delegation would like',
  hint: (max: number) =>
    `Up to ${max}, most wanted first. When the organiser allocates in delegation mode, each school's delegates represent one country across committees, and these are tried first.`,
  place: (rank: number) => `Choice ${rank}`,
  none: '— None —',
  save: 'Save wishes',
  saving: 'Saving...',
  saved: 'Country wishes saved',
  saveFailed: 'Failed to save country wishes',
  loading: 'Loading country wishes...',
  failed: 'Country wishes could not be loaded.',
} as const;
