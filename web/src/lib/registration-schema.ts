import { z } from 'zod';
import { countryTiers } from '@domain/catalogue/countries';
import { registrationStatuses } from '@domain/registrations/roster';

/** A text field the server may leave out or send as null: null either way. */
export const nullableText = z.string().nullish().transform((value) => value ?? null);

/** Who a person is and how to reach them, as both a registration's user and a profile show it. */
export const personalDetailsShape = {
  username: nullableText,
  fullname: nullableText,
  birthday: nullableText,
  gender: nullableText,
  email: nullableText,
  phone_e164: nullableText,
  phone_number: nullableText,
  country_code: nullableText,
};

const committeeChoiceSchema = z.object({ id: z.string(), abbr: z.string(), committee: z.string() }).nullish().transform((value) => value ?? null);

/** The country a delegate represents, with its tier (spec §3 Country, §9 tiers). */
const assignedCountrySchema = z
  .object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string(), tier: z.enum(countryTiers).catch('B') })
  .nullish()
  .transform((value) => value ?? null);

/** An id the server may leave out or send empty: null then. */
const idOrNull = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));

/** A flag the server may leave out: false then. */
const flagOf = z.boolean().nullish().transform((value) => value ?? false);

/** The delegate as a registration shows them (spec §3 Event registration: user). */
const delegateUserSchema = z.object({
  id: z.string(),
  ...personalDetailsShape,
  name: nullableText,
  role: z.enum(['student', 'teacher']),
  grade: nullableText,
  years_of_experience: nullableText,
  year_of_work_experience: nullableText,
  avatar: nullableText,
  school: z
    .object({ name: z.string(), locality: z.object({ name: z.string() }).nullish() })
    .nullish()
    .transform((value) => value ?? null),
});

/**
 * A registration (spec §3): the delegate, their MUN, food and emergency details. The delegate
 * page and the organiser's Delegates tab read the same answer of the registration calls.
 */
export const registrationSchema = z.object({
  id: z.string(),
  registration_no: z.string(),
  event_id: z.string(),
  user_id: z.string(),
  status: z.enum(registrationStatuses),
  mun_experience: z.number(),
  pref_committee_1: committeeChoiceSchema,
  pref_committee_2: committeeChoiceSchema,
  pref_committee_3: committeeChoiceSchema,
  food_pref: nullableText,
  food_allergies: nullableText,
  emergency_name: nullableText,
  emergency_phone: nullableText,
  user: delegateUserSchema,
});

/**
 * A registration as the organiser's Delegates tab reads it (spec §3, §4 Delegates): where the
 * delegate sits, the organiser's flag and lock. Each may be missing from an answer: null, false.
 */
export const delegateRegistrationSchema = registrationSchema.extend({
  /** The event committee the delegate sits in (its id, and what it is), or null. */
  assigned_committees: idOrNull,
  assigned_committee: committeeChoiceSchema,
  /** The catalogue country the delegate represents (its id, and what it is), or null. */
  assigned_country: idOrNull,
  country: assignedCountrySchema,
  flag: flagOf,
  /** Spec §4: every delegate is locked until the organiser unlocks them. */
  locked: flagOf,
});

export type Registration = z.infer<typeof registrationSchema>;
export type DelegateRegistration = z.infer<typeof delegateRegistrationSchema>;
export type DelegateUser = Registration['user'];
export type CommitteeChoice = Registration['pref_committee_1'];
