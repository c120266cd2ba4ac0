import type { RegistrationStatus } from '@domain/registrations/roster';
import { msg, t } from '../../../i18n/intl';
import { getLanguageChoice, localeOf } from '../../../i18n/language';
import { matchesSearch } from '@domain/shared/search-text';

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
  registered: msg('Registered'),
  cancelled: msg('Cancelled'),
  removed: msg('Removed'),
};

export const statusLabel = (status: RegistrationStatus): string => t(statusLabels[status]);

/** A deleted account has no name left. */
export const delegateName = (delegate: Pick<Shown, 'fullname'>): string => delegate.fullname?.trim() || t('Deleted account');

/** 'grade-9' → 'Grade 9'; a teacher delegate has none. */
export const gradeText = (delegate: Pick<Shown, 'grade' | 'role'>): string => {
  if (delegate.role === 'teacher') return t('Teacher');
  const grade = /^grade-(\d+)$/.exec(delegate.grade ?? '');
  if (grade) return t('Grade {grade}', { grade: Number(grade[1]) });
  return (delegate.grade ?? '')
    .split('-')
    .map((part) => (/^[a-z]/.test(part) ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join(' ');
};

/** The seat as published to the delegate; before that, the delegate page's own words. */
export const committeeText = (delegate: Pick<Shown, 'committee'>): string =>
  delegate.committee ? delegate.committee.abbr : t('Seat not yet published');
export const countryText = (delegate: Pick<Shown, 'country'>): string =>
  delegate.country ? `${delegate.country.flag} ${delegate.country.name}` : '';

/** '12 Mar 2026 – 14 Mar 2026', or one day (in the chosen language). */
export const datesText = (start: string, end: string): string => {
  const format = new Intl.DateTimeFormat(localeOf(getLanguageChoice()), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const from = format.format(new Date(`${start}T00:00:00Z`));
  return start === end ? from : `${from} – ${format.format(new Date(`${end}T00:00:00Z`))}`;
};

/** The delegation page's words, in the chosen language each time they are read. */
export const delegationTexts = {
  get title() {
    return t('My delegation');
  },
  get intro() {
    return t('The delegates of your school at each event, with their seats once the organiser has published them.');
  },
  get loading() {
    return t('Loading your delegation...');
  },
  get failed() {
    return t('Failed to load your delegation.');
  },
  get empty() {
    return t('No delegate of your school is registered for an event yet');
  },
};

/** Name, registration number, committee or country, case-insensitive. */
export const matchesDelegate = (
  delegate: Pick<Shown, 'fullname' | 'committee' | 'country'> & { registration_no: string },
  query: string,
): boolean => {
  return matchesSearch(
    [delegate.fullname, delegate.registration_no, delegate.committee?.abbr, delegate.committee?.committee, delegate.country?.name],
    query,
  );
};

/** The country wishes form's words. */
export const wishesTexts = {
  get title() {
    return t('Countries your delegation would like');
  },
  hint: (max: number) =>
    t(
      "Up to {max}, most wanted first. When the organiser allocates in delegation mode, each school's delegates represent one country across committees, and these are tried first.",
      { max },
    ),
  place: (rank: number) => t('Choice {rank}', { rank }),
  get none() {
    return t('— None —');
  },
  get save() {
    return t('Save wishes');
  },
  get saving() {
    return t('Saving...');
  },
  get saved() {
    return t('Country wishes saved');
  },
  get saveFailed() {
    return t('Failed to save country wishes');
  },
  get loading() {
    return t('Loading country wishes...');
  },
  get failed() {
    return t('Country wishes could not be loaded.');
  },
};
