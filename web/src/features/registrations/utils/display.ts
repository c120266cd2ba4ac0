import { normaliseEventDate } from '@domain/events/event-dates';
import { paths } from '../../../config/paths';
import type { CommitteeChoice, Registration } from '../../../lib/registration-schema';
import type { RegistrantProfile } from '../api/get-user-profile';
import { foodLabel, type RegistrantRole } from './registration-form';
import { formatAed, formatDay, formatLongDay } from '../../../i18n/format';
import { msg, t } from '../../../i18n/intl';
import { gradeLabel } from '../../../lib/grade-label';

export { gradeLabel };

/** What a read-only field shows when it holds nothing (as on the organiser's view of a delegate). */
export const NOT_SPECIFIED = msg('Not specified');

type Maybe<Value> = Value | null | undefined;

const text = (value: Maybe<string | number>): string => (value === null || value === undefined ? '' : String(value).trim());

const genderLabels: Record<string, string> = { male: msg('Male'), female: msg('Female'), other: msg('Other') };

/** 'female' → 'Female'. */
export const genderLabel = (gender: Maybe<string>): string => {
  const value = text(gender);
  const known = genderLabels[value];
  if (known) return t(known);
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : '';
};

/** '2009-03-14' (or a timestamp on that day) → '14 March 2009'; anything else as it is. */
export const birthdayLabel = (birthday: Maybe<string>): string => {
  const value = text(birthday);
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(`${match[1]}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : formatLongDay(match[1]!);
};

/** The code and the national number ('+971 50 123 4567'), else the full international number. */
export const mobileLabel = (person: { country_code?: Maybe<string>; phone_number?: Maybe<string>; phone_e164?: Maybe<string> }): string => {
  const number = text(person.phone_number);
  if (number) return [text(person.country_code), number].filter(Boolean).join(' ');
  return text(person.phone_e164);
};

export interface ReadOnlyRow {
  label: string;
  value: string;
}

const row = (label: string, value: string): ReadOnlyRow => ({ label, value });

const schoolNameOf = (person: { school?: Maybe<{ name?: Maybe<string> }>; custom_school_name?: Maybe<string> }) =>
  text(person.school?.name) || text(person.custom_school_name);

const schoolLocalityOf = (person: {
  school?: Maybe<{ locality?: Maybe<{ name?: Maybe<string> }> }>;
  custom_locality_name?: Maybe<string>;
}) => text(person.school?.locality?.name) || text(person.custom_locality_name);

const yearsOfExperienceOf = (person: { years_of_experience?: Maybe<string | number>; year_of_work_experience?: Maybe<string | number> }) =>
  text(person.years_of_experience ?? person.year_of_work_experience);

/** Spec §2 Review Info, Personal: the read-only rows around the photo and the gender buttons. */
export const personalRows = (role: RegistrantRole, profile: RegistrantProfile) => ({
  before: [row(t('Name'), text(profile.fullname)), row(t('Date of Birth'), birthdayLabel(profile.birthday))],
  after: [
    row(t('Place of School'), schoolLocalityOf(profile)),
    row(t('School Name'), schoolNameOf(profile)),
    role === 'teacher'
      ? row(t('Years of Work Experience'), yearsOfExperienceOf(profile))
      : row(t('Grade or Year'), gradeLabel(profile.grade)),
    row(t('Email'), text(profile.email)),
    row(t('Mobile'), mobileLabel(profile)),
  ],
});

/** 'GA General Assembly'. */
export const committeeChoiceLabel = (choice: CommitteeChoice): string =>
  [text(choice?.abbr), text(choice?.committee)].filter(Boolean).join(' ');

export interface ReadOnlySection {
  title: string;
  rows: (ReadOnlyRow & { highlight?: boolean })[];
}

/**
 * Spec §2 Delegate page, Registration Info: every registration and profile field, grouped as
 * the review steps are; the teacher's are those the spec lists for the teacher variant.
 */
export const registrationSections = (role: RegistrantRole, registration: Registration): ReadOnlySection[] => {
  const { user } = registration;
  const personal: ReadOnlySection = {
    title: t('Personal Info'),
    rows: [
      row(t('Registration Number'), text(registration.registration_no)),
      row(t('Username'), text(user.username)),
      row(t('Name'), text(user.fullname ?? user.name)),
      row(t('Date of Birth'), birthdayLabel(user.birthday)),
      row(t('Gender'), genderLabel(user.gender)),
      row(t('School Name'), schoolNameOf(user)),
      row(t('School Locality'), schoolLocalityOf(user)),
      role === 'teacher'
        ? row(t('Years of Working Experience'), yearsOfExperienceOf(user))
        : row(t('Grade or Year'), gradeLabel(user.grade)),
      row(t('Email'), text(user.email)),
      row(t('Mobile'), mobileLabel(user)),
    ],
  };
  const munExperience = row(t('MUN Experience in Years'), text(registration.mun_experience ?? 0));
  const mun: ReadOnlySection =
    role === 'teacher'
      ? { title: t('MUN Info'), rows: [munExperience] }
      : {
          title: t('MUN Info'),
          rows: [
            munExperience,
            row(t('Preferred Committee - Choice {n}', { n: 1 }), committeeChoiceLabel(registration.pref_committee_1)),
            row(t('Preferred Committee - Choice {n}', { n: 2 }), committeeChoiceLabel(registration.pref_committee_2)),
            row(t('Preferred Committee - Choice {n}', { n: 3 }), committeeChoiceLabel(registration.pref_committee_3)),
          ],
        };
  const food: ReadOnlySection = {
    title: t('Food Info'),
    rows: [
      { ...row(t('Food Preference'), foodLabel(text(registration.food_pref))), highlight: true },
      row(t('Food Allergies'), text(registration.food_allergies)),
    ],
  };
  if (role === 'teacher') return [personal, mun, food];
  const emergency: ReadOnlySection = {
    title: t('Emergency Info'),
    rows: [
      row(t('Emergency Contact Name'), text(registration.emergency_name)),
      row(t('Emergency Mobile Number'), text(registration.emergency_phone)),
    ],
  };
  return [personal, mun, food, emergency];
};

const dayLabel = (date: Maybe<string>): string => {
  const day = normaliseEventDate(text(date));
  return day ? formatDay(day) : '';
};

/** '14/03/2026 - 16/03/2026'; one day when the event has no end; '' without dates. */
export const eventDateRange = (start: Maybe<string>, end: Maybe<string>): string => {
  const first = dayLabel(start);
  const last = dayLabel(end);
  if (first && last && first !== last) return `${first} - ${last}`;
  return first || last;
};

export const feesLabel = (fees: Maybe<number>): string => (fees === null || fees === undefined ? '' : formatAed(fees));

/** An address typed without a scheme still opens the site, not a path of this app. */
export const websiteHref = (website: string): string | null => {
  const value = website.trim();
  if (!value) return null;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
};

/** '@mun_dubai' → https://www.instagram.com/mun_dubai/. */
export const instagramHref = (handle: string): string | null => {
  const name = handle.trim().replace(/^@/, '');
  return /^[A-Za-z0-9._]+$/.test(name) ? `https://www.instagram.com/${name}/` : null;
};

/** Spec §2 Success pages: the page, and where its buttons lead, follow the stored role (teacher, else student). */
export const delegatePageHref = (role: string | null, eventId: string): string =>
  (role === 'teacher' ? paths.teacherDelegatePage : paths.studentDelegatePage).getHref(eventId);

export const registrationSuccessHref = (role: RegistrantRole, eventId: string): string =>
  (role === 'teacher' ? paths.teacherRegistrationSuccess : paths.studentRegistrationSuccess).getHref(eventId);
