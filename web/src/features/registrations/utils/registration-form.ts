import {
  DEFAULT_COUNTRY_CODE,
  foodPreferences,
  hasOnlyPhoneCharacters,
  phoneCharactersOnly,
  type FoodPreference,
} from '@domain/registrations/registration-rules';
import { msg, t } from '../../../i18n/intl';
import type { StudentRegistrationPayload } from '../api/register-student';
import type { TeacherRegistrationPayload } from '../api/register-teacher';

export type ReviewStep = 'personal' | 'mun' | 'food' | 'emergency';
export type RegistrantRole = 'student' | 'teacher';

/** Spec §4 Registration: student personal, mun, food, emergency; teacher personal, food. */
export const reviewSteps: Record<RegistrantRole, readonly ReviewStep[]> = {
  student: ['personal', 'mun', 'food', 'emergency'],
  teacher: ['personal', 'food'],
};

export const stepTitles: Record<ReviewStep, string> = {
  personal: msg('Personal Info'),
  mun: msg('MUN Info'),
  food: msg('Food Info'),
  emergency: msg('Emergency Info'),
};

export const stepAfter = (role: RegistrantRole, step: ReviewStep): ReviewStep | null => {
  const steps = reviewSteps[role];
  return steps[steps.indexOf(step) + 1] ?? null;
};

/** Spec §2: students read Continue until the last step, which reads Register; teachers always Continue. */
export const submitLabel = (role: RegistrantRole, step: ReviewStep, submitting: boolean): string => {
  if (submitting) return t('Registering...');
  return role === 'student' && stepAfter(role, step) === null ? t('Register') : t('Continue');
};

export interface RegistrationFormValues {
  /** Local to the form (spec §6: the only editable personal control), never sent; null: as in the profile. */
  gender: string | null;
  munExperience: string;
  committees: readonly [string, string, string];
  foodPreference: FoodPreference | null;
  foodAllergies: string;
  emergencyName: string;
  emergencyCountryCode: string;
  emergencyNumber: string;
}

export const emptyRegistrationForm = (): RegistrationFormValues => ({
  gender: null,
  munExperience: '',
  committees: ['', '', ''],
  foodPreference: null,
  foodAllergies: '',
  emergencyName: '',
  emergencyCountryCode: DEFAULT_COUNTRY_CODE,
  emergencyNumber: '',
});

/** '+971 50 650 5005': the code, a space and the number as typed (spaces kept); '' without a number. */
export const emergencyPhoneOf = (countryCode: string, number: string): string => {
  const digits = number.trim().replace(/\s+/g, ' ');
  return digits === '' ? '' : `${countryCode} ${digits}`;
};

/** Spec §5: the phone input keeps digits and spaces; anything else is dropped and reported. */
export const typedPhone = (text: string): { value: string; rejected: boolean } => ({
  value: phoneCharactersOnly(text),
  rejected: !hasOnlyPhoneCharacters(text),
});

const committeeId = (value: string) => (value === '' ? null : value);

export const studentRegistrationPayload = (eventId: string, values: RegistrationFormValues): StudentRegistrationPayload => ({
  eventId,
  mun_experience: values.munExperience.trim(),
  pref_committee_1_id: committeeId(values.committees[0]),
  pref_committee_2_id: committeeId(values.committees[1]),
  pref_committee_3_id: committeeId(values.committees[2]),
  food_pref: values.foodPreference,
  food_allergies: values.foodAllergies.trim(),
  emergency_name: values.emergencyName.trim(),
  emergency_phone: emergencyPhoneOf(values.emergencyCountryCode, values.emergencyNumber),
});

export const teacherRegistrationPayload = (eventId: string, values: RegistrationFormValues): TeacherRegistrationPayload => ({
  eventId,
  foodPreference: values.foodPreference,
  foodAllergies: values.foodAllergies.trim(),
});

export type FormField =
  'munExperience' | 'committee1' | 'committee2' | 'committee3' | 'foodPreference' | 'foodAllergies' | 'emergencyName' | 'emergencyPhone';
export type FormErrors = Partial<Record<FormField, string>>;

/** The payload names of both registration calls, and the form field each belongs to. */
const fieldOfPayloadName: Record<string, FormField> = {
  mun_experience: 'munExperience',
  pref_committee_1_id: 'committee1',
  pref_committee_2_id: 'committee2',
  pref_committee_3_id: 'committee3',
  food_pref: 'foodPreference',
  foodPreference: 'foodPreference',
  food_allergies: 'foodAllergies',
  foodAllergies: 'foodAllergies',
  emergency_name: 'emergencyName',
  emergency_phone: 'emergencyPhone',
};

const stepOfField: Record<FormField, ReviewStep> = {
  munExperience: 'mun',
  committee1: 'mun',
  committee2: 'mun',
  committee3: 'mun',
  foodPreference: 'food',
  foodAllergies: 'food',
  emergencyName: 'emergency',
  emergencyPhone: 'emergency',
};

/** The server's field messages (a 400) placed on the form's fields; names the form does not have are dropped. */
export const formErrorsFromServer = (fieldErrors: Record<string, string>): FormErrors => {
  const errors: FormErrors = {};
  for (const [name, message] of Object.entries(fieldErrors)) {
    const field = fieldOfPayloadName[name];
    if (field) errors[field] ??= message;
  }
  return errors;
};

/** The first step, in the role's order, that holds one of the errors. */
export const firstStepWithError = (role: RegistrantRole, errors: FormErrors): ReviewStep | null => {
  const steps = new Set((Object.keys(errors) as FormField[]).map((field) => stepOfField[field]));
  return reviewSteps[role].find((step) => steps.has(step)) ?? null;
};

/**
 * §9 gender values and phone placeholder. Kept here rather than read from the profile rules,
 * which carry the phone-number metadata this page does not need.
 */
export const genders = ['male', 'female', 'other'] as const;
export const PHONE_PLACEHOLDER = '50 650 5005';

const foodLabels: Record<FoodPreference, string> = { Vegetarian: msg('Vegetarian'), 'Non-Vegetarian': msg('Non-Vegetarian') };

/** A stored food preference in the screen's language; anything else as it is. */
export const foodLabel = (preference: string): string =>
  preference in foodLabels ? t(foodLabels[preference as FoodPreference]) : preference;

export const foodOptions = () => foodPreferences.map((preference) => ({ value: preference, label: foodLabel(preference) }));

export const committeeOptionLabel = (committee: { abbr: string; committee: string }) => `${committee.abbr} ${committee.committee}`;
