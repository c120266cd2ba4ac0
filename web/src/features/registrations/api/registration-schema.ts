import { z } from 'zod';

const idText = z.union([z.string(), z.number()]).transform(String);
const text = z.string().nullish();

const committeeChoiceSchema = z.object({ id: idText, abbr: text, committee: text }).nullish();

/** The delegate as a registration shows them (spec §3, Event registration: user). */
const registrantSchema = z.object({
  id: idText,
  username: text,
  fullname: text,
  name: text,
  birthday: text,
  gender: text,
  email: text,
  phone_e164: text,
  phone_number: text,
  country_code: text,
  role: text,
  grade: text,
  years_of_experience: z.union([z.string(), z.number()]).nullish(),
  year_of_work_experience: z.union([z.string(), z.number()]).nullish(),
  avatar: text,
  school: z.object({ name: text, locality: z.object({ name: text }).nullish() }).nullish(),
});

/** A registration as the delegate page reads it (spec §3). */
export const registrationSchema = z.object({
  id: idText,
  registration_no: text,
  event_id: idText,
  user_id: idText,
  status: text,
  mun_experience: z.union([z.number(), z.string()]).nullish(),
  pref_committee_1: committeeChoiceSchema,
  pref_committee_2: committeeChoiceSchema,
  pref_committee_3: committeeChoiceSchema,
  food_pref: text,
  food_allergies: text,
  emergency_name: text,
  emergency_phone: text,
  user: registrantSchema,
});

export type Registration = z.infer<typeof registrationSchema>;
export type CommitteeChoice = Registration['pref_committee_1'];

/** Spec §7: the answer's data, or its first item when it is a list. */
export const registrationAnswerSchema = z
  .union([registrationSchema, z.array(registrationSchema)])
  .transform((value) => (Array.isArray(value) ? (value[0] ?? null) : value));

/** Every query of this feature starts with this. */
export const registrationsQueryKey = ['registrations'] as const;
