import { paths } from '../../../../config/paths';
import type { DelegateUser, Registration } from '../../../../lib/registration-schema';
import { delegateMessages } from './delegate-messages';
import { delegateName, gradeLabel, mobileOf, schoolLocation, schoolName, teacherYears } from './delegate-rows';
import { formatDay } from '../../../../i18n/format';
import { msg, t } from '../../../../i18n/intl';

/** Shown with t(). */
export const NOT_SPECIFIED = msg('Not specified');

/** §9: the page goes back to /organiser 3 s after an error. */
export const PROFILE_ERROR_REDIRECT_MS = 3000;

/** The profile page of a registration; the event rides along so the page can load its list when opened afresh. */
export const delegateProfileHref = (registrationId: string, eventId: string): string =>
  `${paths.viewDelegateProfile.getHref(registrationId)}?${new URLSearchParams({ eventId }).toString()}`;

export const profileTitle = (role: DelegateUser['role']): string => (role === 'teacher' ? t('Teacher Profile') : t('Student Profile'));

export interface ProfileField {
  label: string;
  /** '' when the delegate has not given it: shown as 'Not specified'. */
  value: string;
}

const genders: Record<string, string> = { male: msg('Male'), female: msg('Female') };

/** A gender as given, capitalised; the usual ones in the chosen language. */
const genderLabel = (text: string | null) => {
  const value = text?.trim() ?? '';
  const known = genders[value.toLowerCase()];
  return known === undefined ? value.charAt(0).toUpperCase() + value.slice(1) : t(known);
};

/** A birthday as a day ('2010-04-02', or the start of a timestamp) in en-GB. */
const birthdayLabel = (birthday: string | null) => {
  const value = birthday?.trim() ?? '';
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  return day ? formatDay(day) : value;
};

/**
 * Spec §2, organiser view of a delegate: username, name, date of birth, gender (capitalised),
 * school location and name, the teacher's years of work experience or the student's grade,
 * email and mobile (country code plus number).
 */
export const delegateProfileFields = (user: DelegateUser): ProfileField[] => [
  { label: t('Username'), value: user.username?.trim() ?? '' },
  { label: t('Name'), value: delegateName({ ...user, username: null }) },
  { label: t('Date of Birth'), value: birthdayLabel(user.birthday) },
  { label: t('Gender'), value: genderLabel(user.gender) },
  { label: t('School Location'), value: schoolLocation(user) },
  { label: t('School Name'), value: schoolName(user) },
  user.role === 'teacher'
    ? { label: t('Years of Work Experience'), value: teacherYears(user) }
    : { label: t('Grade/Year/Programme'), value: gradeLabel(user.grade) },
  { label: t('Email'), value: user.email?.trim() ?? '' },
  { label: t('Mobile'), value: mobileOf(user) },
];

export type ProfileLookup =
  | { kind: 'loading' }
  | { kind: 'found'; registration: Registration }
  /** `message` is in the chosen language. */
  | { kind: 'missing'; message: string };

interface LookupInput {
  registrationId: string;
  /** The event's registrations when some list of them is at hand: the one the link named, or one already loaded. */
  registrations: readonly Registration[] | undefined;
  /** Whether there is an event to load them from. */
  canLoad: boolean;
  loadFailed: boolean;
}

/**
 * Spec §2 and §8: the delegate comes from the registrations list already loaded; without an
 * id to look for, or an event to load the list from, it is 'Delegate ID not found'; a list
 * without them is 'Delegate not found'; a list that cannot be loaded, 'Failed to load
 * delegate profile'.
 */
export const lookUpDelegate = ({ registrationId, registrations, canLoad, loadFailed }: LookupInput): ProfileLookup => {
  if (!registrationId) return { kind: 'missing', message: t(delegateMessages.idNotFound) };
  const registration = registrations?.find((candidate) => candidate.id === registrationId);
  if (registration) return { kind: 'found', registration };
  if (!canLoad) return { kind: 'missing', message: t(delegateMessages.idNotFound) };
  if (loadFailed) return { kind: 'missing', message: t(delegateMessages.profileLoadFailed) };
  if (!registrations) return { kind: 'loading' };
  return { kind: 'missing', message: t(delegateMessages.notFound) };
};
