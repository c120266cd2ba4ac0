import { completeProfileEndpoints, updateProfileEndpoints } from '@contract/users';
import {
  DEFAULT_COUNTRY_CODE,
  OTHER_LOCALITY,
  UNLISTED_SCHOOL,
  profileBodySchema,
  profileMessages,
  toE164,
  type SchoolChoice,
} from '@domain/users/profile-rules';
import { msg } from '../../../i18n/intl';
import { isFutureDate } from './dates';

export type ProfileRole = 'student' | 'teacher';

/** What the wizard and the profile page edit: text as typed, ids as chosen ('' when nothing is). */
export interface ProfileFormValues {
  fullname: string;
  username: string;
  birthday: string;
  gender: string;
  localityId: string;
  schoolId: string;
  customLocalityName: string;
  customSchoolName: string;
  grade: string;
  yearsOfExperience: string;
  teacherRole: string;
  countryCode: string;
  phone: string;
}

export type FormField = keyof ProfileFormValues;
export type FormErrors = Partial<Record<FormField, string>>;

export const emptyProfileForm: ProfileFormValues = {
  fullname: '',
  username: '',
  birthday: '',
  gender: '',
  localityId: '',
  schoolId: '',
  customLocalityName: '',
  customSchoolName: '',
  grade: '',
  yearsOfExperience: '',
  teacherRole: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
};

export const wizardSteps = ['personal', 'school', 'contact'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** Shown with t(). */
export const stepTitles: Record<WizardStep, string> = {
  personal: msg('Personal Info'),
  school: msg('School Info'),
  contact: msg('Contact Info'),
};

const stepMessages: Record<WizardStep, string> = {
  personal: profileMessages.personal,
  school: profileMessages.school,
  contact: profileMessages.contact,
};

/** Spec §4: Other as locality, an UNLISTED school, or a school from the list. */
export const schoolChoiceOf = (values: Pick<ProfileFormValues, 'localityId' | 'schoolId'>): SchoolChoice => {
  if (values.localityId === OTHER_LOCALITY) return 'custom-locality';
  if (values.schoolId === UNLISTED_SCHOOL) return 'custom-school';
  return 'listed';
};

const roleField = (role: ProfileRole): FormField => (role === 'student' ? 'grade' : 'yearsOfExperience');

const schoolFieldsByChoice: Record<SchoolChoice, readonly FormField[]> = {
  listed: ['localityId', 'schoolId'],
  'custom-locality': ['customLocalityName', 'customSchoolName'],
  'custom-school': ['localityId', 'customSchoolName'],
};

/** Spec §5: the fields each step needs, by role and school choice. */
export const requiredFieldsOf = (step: WizardStep, role: ProfileRole, values: ProfileFormValues): readonly FormField[] => {
  switch (step) {
    case 'personal':
      return ['fullname', 'username', 'birthday', 'gender'];
    case 'school':
      return [...schoolFieldsByChoice[schoolChoiceOf(values)], roleField(role)];
    case 'contact':
      // The country code always has a value (+971 unless changed).
      return ['phone'];
    default: {
      const unknownStep: never = step;
      throw new Error(`Unknown step ${String(unknownStep)}`);
    }
  }
};

const fieldsByStep: Record<WizardStep, readonly FormField[]> = {
  personal: ['fullname', 'username', 'birthday', 'gender'],
  school: ['localityId', 'schoolId', 'customLocalityName', 'customSchoolName', 'grade', 'yearsOfExperience', 'teacherRole'],
  contact: ['countryCode', 'phone'],
};

export const stepOfField = (field: FormField): WizardStep => wizardSteps.find((step) => fieldsByStep[step].includes(field)) ?? 'personal';

/** The names the server uses in its payloads and field errors, mapped to the form's fields. */
const formFieldOfBodyKey: Record<string, FormField> = {
  fullname: 'fullname',
  username: 'username',
  birthday: 'birthday',
  gender: 'gender',
  school_id: 'schoolId',
  locality: 'localityId',
  locality_id: 'localityId',
  custom_locality_name: 'customLocalityName',
  custom_school_name: 'customSchoolName',
  grade: 'grade',
  yearsOfExperience: 'yearsOfExperience',
  years_of_experience: 'yearsOfExperience',
  year_of_work_experience: 'yearsOfExperience',
  teacher_role: 'teacherRole',
  country_code: 'countryCode',
  phone: 'phone',
  phone_e164: 'phone',
  phone_number: 'phone',
};

/** Server field errors (keyed by body field names) as errors of the form's fields. */
export const formErrorsFromServer = (fieldErrors: Record<string, string>): FormErrors => {
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = formFieldOfBodyKey[key];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
};

/**
 * The body of a profile PATCH (spec §7) before validation, fields in spec order. Blank optional
 * fields are left out; required ones are kept so that the shared schema names what is missing.
 */
export const buildProfileBody = (role: ProfileRole, values: ProfileFormValues): Record<string, string> => {
  const body: Record<string, string> = {
    fullname: values.fullname,
    username: values.username,
    birthday: values.birthday,
    gender: values.gender,
  };
  const choice = schoolChoiceOf(values);
  if (choice === 'listed') body.school_id = values.schoolId;
  if (choice === 'custom-locality') {
    body.custom_locality_name = values.customLocalityName;
    body.custom_school_name = values.customSchoolName;
  }
  if (choice === 'custom-school') {
    body.locality = values.localityId;
    body.custom_school_name = values.customSchoolName;
  }
  if (role === 'student') body.grade = values.grade;
  else {
    body.yearsOfExperience = values.yearsOfExperience.trim();
    if (values.teacherRole) body.teacher_role = values.teacherRole;
  }
  body.country_code = values.countryCode || DEFAULT_COUNTRY_CODE;
  body.phone = values.phone;
  if (values.phone.trim()) body.phone_e164 = toE164(body.country_code, values.phone);
  return body;
};

export interface Validation {
  /** Errors of the fields asked about, keyed by form field. */
  fieldErrors: FormErrors;
  /** The one message for the whole check, or null when the fields are valid. */
  message: string | null;
}

const isBlank = (value: string) => value.trim() === '';

/**
 * Checks the given fields with the shared rules (domain/users/profile-rules), so the browser says
 * what the server would. `today` (YYYY-MM-DD) refuses a birthday in the future.
 */
export const validateFields = (role: ProfileRole, values: ProfileFormValues, fields: readonly FormField[], today: string): Validation => {
  const fieldErrors: FormErrors = {};
  const result = profileBodySchema(role, schoolChoiceOf(values)).safeParse(buildProfileBody(role, values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      // Without a locality no school can be chosen: the locality is what is missing.
      const field = key === 'school_id' && isBlank(values.localityId) ? 'localityId' : formFieldOfBodyKey[key];
      if (field && fields.includes(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
  }
  if (fields.includes('birthday') && !fieldErrors.birthday && isFutureDate(values.birthday, today)) {
    fieldErrors.birthday = profileMessages.birthday;
  }
  const message = fields.map((field) => fieldErrors[field]).find(Boolean) ?? null;
  return { fieldErrors, message };
};

/**
 * Spec §5: the check behind each Next (and Submit). A missing field gives the step's message;
 * otherwise the first rule broken (phone characters, digits only, date of birth) speaks.
 */
export const validateStep = (step: WizardStep, role: ProfileRole, values: ProfileFormValues, today: string): Validation => {
  const required = requiredFieldsOf(step, role, values);
  const validation = validateFields(role, values, fieldsByStep[step], today);
  const missing = required.filter((field) => isBlank(values[field]));
  if (missing.length === 0) return validation;
  const fieldErrors = { ...validation.fieldErrors };
  for (const field of missing) fieldErrors[field] ??= stepMessages[step];
  return { fieldErrors, message: stepMessages[step] };
};

/**
 * The PATCH endpoint, its parameters and the body for the wizard's submit or a profile page save,
 * from values that passed validation. The update infers the school choice (api contract): an
 * unlisted school is sent as school_id 'UNLISTED' with its locality and name.
 */
export const profileRequest = (role: ProfileRole, values: ProfileFormValues, userId: string, purpose: 'create' | 'update') => {
  const choice = schoolChoiceOf(values);
  const body = buildProfileBody(role, values);
  const params = { userId };
  if (purpose === 'update') {
    return {
      endpoint: updateProfileEndpoints[role],
      params,
      body: choice === 'custom-school' ? { ...body, school_id: UNLISTED_SCHOOL } : body,
    };
  }
  return { endpoint: completeProfileEndpoints[role][choice], params, body };
};

/**
 * The message a field shows while it is typed: only broken rules (phone characters, digits only,
 * date of birth), never 'fill in' for a field that is still empty.
 */
export const liveErrorOf = (role: ProfileRole, values: ProfileFormValues, field: FormField, today: string): string | undefined => {
  if (isBlank(values[field])) return undefined;
  return validateFields(role, values, [field], today).fieldErrors[field];
};
