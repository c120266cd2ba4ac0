import { DEFAULT_COUNTRY_CODE, OTHER_LOCALITY, UNLISTED_SCHOOL } from '@domain/users/profile-rules';
import { formatNumber } from '../../../i18n/format';
import { msg, t } from '../../../i18n/intl';
import type { UserProfile } from '../api/get-user-profile';
import { dateOnly, formatIsoDate } from './dates';
import { genderLabel, gradeLabel, teacherRoleLabel } from './labels';
import {
  emptyProfileForm,
  validateFields,
  type FormField,
  type ProfileFormValues,
  type ProfileRole,
  type Validation,
} from './profile-form';

/** The fields of the profile page that are edited one at a time (spec §2.5). */
export type EditableField = 'fullname' | 'birthday' | 'gender' | 'school' | 'grade' | 'yearsOfExperience' | 'teacherRole' | 'phone';

/** Shown with t(). */
export const fieldLabels: Record<EditableField, string> = {
  fullname: msg('Full name'),
  birthday: msg('Date of birth'),
  gender: msg('Gender'),
  school: msg('School'),
  grade: msg('Grade'),
  yearsOfExperience: msg('Years of work experience'),
  teacherRole: msg('Role'),
  phone: msg('Phone number'),
};

export const editableFieldsOf = (role: ProfileRole): readonly EditableField[] =>
  role === 'student'
    ? ['fullname', 'birthday', 'gender', 'school', 'grade', 'phone']
    : ['fullname', 'birthday', 'gender', 'school', 'yearsOfExperience', 'teacherRole', 'phone'];

/** The form values each editable field owns. */
export const formFieldsOf: Record<EditableField, readonly FormField[]> = {
  fullname: ['fullname'],
  birthday: ['birthday'],
  gender: ['gender'],
  school: ['localityId', 'schoolId', 'customLocalityName', 'customSchoolName'],
  grade: ['grade'],
  yearsOfExperience: ['yearsOfExperience'],
  teacherRole: ['teacherRole'],
  phone: ['countryCode', 'phone'],
};

const text = (value: string | null | undefined) => value ?? '';

/** The national number of a read-back that only has the E.164 form. */
const nationalNumber = (profile: UserProfile, countryCode: string) => {
  if (profile.phone_number) return profile.phone_number;
  const e164 = profile.phone_e164 ?? profile.phone ?? '';
  return e164.startsWith(countryCode) ? e164.slice(countryCode.length) : e164;
};

/** The saved profile as form values: what Cancel restores and what a Save starts from. */
export const profileToForm = (profile: UserProfile): ProfileFormValues => {
  const { school } = profile;
  const customLocality = text(profile.custom_locality_name);
  const customSchool = text(profile.custom_school_name);
  let localityId = text(school?.locality_id);
  let schoolId = text(school?.id ?? profile.school_id);
  if (!schoolId && customLocality) localityId = OTHER_LOCALITY;
  else if (!schoolId && customSchool) schoolId = UNLISTED_SCHOOL;
  const countryCode = profile.country_code || DEFAULT_COUNTRY_CODE;
  return {
    ...emptyProfileForm,
    fullname: text(profile.fullname),
    username: text(profile.username),
    birthday: dateOnly(profile.birthday),
    gender: text(profile.gender),
    localityId,
    schoolId,
    customLocalityName: localityId === OTHER_LOCALITY ? customLocality : '',
    customSchoolName: schoolId && schoolId !== UNLISTED_SCHOOL ? '' : customSchool,
    grade: text(profile.grade),
    yearsOfExperience: text(profile.years_of_experience ?? profile.year_of_work_experience),
    teacherRole: text(profile.teacher_role),
    countryCode,
    phone: nationalNumber(profile, countryCode),
  };
};

/** The saved values with one field's draft in place: the whole profile a Save sends (spec §2.5). */
export const mergeFieldEdit = (saved: ProfileFormValues, draft: ProfileFormValues, field: EditableField): ProfileFormValues => {
  const merged = { ...saved };
  for (const key of formFieldsOf[field]) merged[key] = draft[key];
  return merged;
};

/**
 * Checks only the edited field: the rest is what the server already holds. The username is not
 * checked here, as it cannot be edited (the server has the last word on it).
 */
export const validateFieldEdit = (role: ProfileRole, merged: ProfileFormValues, field: EditableField, today: string): Validation =>
  validateFields(role, merged, formFieldsOf[field], today);

/** The read-only text of a field on the profile page. */
export const displayValueOf = (field: EditableField, profile: UserProfile): string => {
  switch (field) {
    case 'fullname':
      return text(profile.fullname);
    case 'birthday':
      return formatIsoDate(dateOnly(profile.birthday));
    case 'gender':
      return genderLabel(text(profile.gender));
    case 'school': {
      const school = profile.school?.name ?? text(profile.custom_school_name);
      const locality = profile.school?.locality.name ?? text(profile.custom_locality_name);
      return school && locality ? t('{school}, {locality}', { school, locality }) : school || locality;
    }
    case 'grade':
      return profile.grade ? gradeLabel(profile.grade) : '';
    case 'yearsOfExperience': {
      const years = text(profile.years_of_experience ?? profile.year_of_work_experience);
      return /^\d+$/.test(years) ? formatNumber(Number(years)) : years;
    }
    case 'teacherRole':
      return teacherRoleLabel(text(profile.teacher_role));
    case 'phone': {
      const values = profileToForm(profile);
      return values.phone ? `${values.countryCode} ${values.phone}` : '';
    }
    default: {
      const unknownField: never = field;
      throw new Error(`Unknown field ${String(unknownField)}`);
    }
  }
};
