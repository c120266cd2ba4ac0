import { uniqueIdOf } from '@domain/registrations/registration-rules';
import type { DelegateUser, Registration } from '../../../../lib/registration-schema';
import type { DelegateTableSection } from '../../utils/delegate-sections';
import { t } from '../../../../i18n/intl';
import { matchesSearch } from '@domain/shared/search-text';
import { gradeLabel } from '../../../../lib/grade-label';
export { gradeLabel };

/** Spec §3: the Unique ID is the user id's first 6 characters in Key Info and 8 elsewhere. */
export const uniqueIdLength: Record<DelegateTableSection, number> = { 'key-info': 6, 'contact-info': 8, 'food-info': 8 };

export const delegateUniqueId = (registration: Pick<Registration, 'user_id'>, section: DelegateTableSection): string =>
  uniqueIdOf(registration.user_id, uniqueIdLength[section]);

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

/** The delegate's full name, else their username. */
export const delegateName = (user: Pick<DelegateUser, 'fullname' | 'name' | 'username'>): string =>
  trimmed(user.fullname) || trimmed(user.name) || trimmed(user.username);

/** A teacher's years of work experience as given (either field name of §3), or '' when none. */
export const teacherYears = (user: Pick<DelegateUser, 'years_of_experience' | 'year_of_work_experience'>): string =>
  trimmed(user.years_of_experience) || trimmed(user.year_of_work_experience);

/** Key Info's Academic Level (in the chosen language): a student's grade, year or programme; 'Teacher' and the years of work experience for a teacher. */
export const academicLevel = (user: Pick<DelegateUser, 'role' | 'grade' | 'years_of_experience' | 'year_of_work_experience'>): string => {
  if (user.role === 'student') return gradeLabel(user.grade);
  const years = teacherYears(user);
  return /^\d+$/.test(years) ? t('Teacher ({years} {years, plural, one {year} other {years}})', { years: Number(years) }) : t('Teacher');
};

/** What a delegate's controls are called by: their name, else their registration number. */
export const delegateLabel = (registration: Pick<Registration, 'user' | 'registration_no'>): string =>
  delegateName(registration.user) || registration.registration_no;

/** A delegate as a question or a toast names them: two of the same name stay apart by registration number. */
export const delegateNamed = (registration: Pick<Registration, 'user' | 'registration_no'>): string => {
  const name = delegateName(registration.user);
  return name ? `${name} (${registration.registration_no})` : registration.registration_no;
};

/** '1 year', '2 years', in the chosen language (what the lists show and their searches find). */
export const munExperienceLabel = (years: number): string => t('{years} {years, plural, one {year} other {years}}', { years });

/** The three preferred committees in order of choice, those chosen only. */
export const preferredCommittees = (registration: Pick<Registration, 'pref_committee_1' | 'pref_committee_2' | 'pref_committee_3'>) =>
  [registration.pref_committee_1, registration.pref_committee_2, registration.pref_committee_3].filter((choice) => choice !== null);

export const schoolName = (user: Pick<DelegateUser, 'school'>): string => trimmed(user.school?.name);

export const schoolLocation = (user: Pick<DelegateUser, 'school'>): string => trimmed(user.school?.locality?.name);

/** The mobile as country code plus number ('+971 50 650 5005'); the E.164 form when only that is known. */
export const mobileOf = (user: Pick<DelegateUser, 'country_code' | 'phone_number' | 'phone_e164'>): string => {
  const number = trimmed(user.phone_number);
  if (number) return [trimmed(user.country_code), number].filter(Boolean).join(' ');
  return trimmed(user.phone_e164);
};

/** A tel: link for a phone as shown: digits and a leading +. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The texts each table's search looks in: what the table shows, and the name the person logs in with. */
const searchedValues = (registration: Registration, section: DelegateTableSection): string[] => {
  const { user } = registration;
  const common = [
    delegateName(user),
    trimmed(user.username),
    trimmed(user.email),
    registration.registration_no,
    delegateUniqueId(registration, section),
  ];
  switch (section) {
    case 'key-info':
      return [
        ...common,
        schoolName(user),
        academicLevel(user),
        ...preferredCommittees(registration).flatMap((choice) => [choice.abbr, choice.committee]),
        trimmed(registration.assigned_committee?.abbr),
        trimmed(registration.country?.name),
      ];
    case 'contact-info':
      return [...common, mobileOf(user), trimmed(registration.emergency_name), trimmed(registration.emergency_phone)];
    case 'food-info':
      return [...common, mobileOf(user), trimmed(registration.food_pref), trimmed(registration.food_allergies)];
    default: {
      const unknownSection: never = section;
      throw new Error(`Unknown section ${String(unknownSection)}`);
    }
  }
};

/** Spec §5 Delegates: the search is a case-insensitive substring match on several fields of the row. */
export const matchesDelegate = (registration: Registration, section: DelegateTableSection, query: string): boolean => {
  return matchesSearch(searchedValues(registration, section), query);
};
