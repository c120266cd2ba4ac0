import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { registrationStatuses } from '@domain/registrations/roster';
import { findRegistrationAnswers } from '../../../projections/registrations/registration-views/registration-views';
import type { SeatView } from '../../../projections/registrations/registration-views/view-of';
import type { RegistrationRow } from '../../../projections/registrations/registrations-list';

const committeeChoice = z.object({ id: z.string(), abbr: z.string(), committee: z.string() }).nullable();

/** The delegate as a registration shows them (§3 Event registration: user). */
export const delegateUser = z.object({
  id: z.string(),
  username: z.string().nullable(),
  fullname: z.string().nullable(),
  name: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.string().nullable(),
  email: z.string().nullable(),
  phone_e164: z.string().nullable(),
  phone_number: z.string().nullable(),
  country_code: z.string(),
  role: z.enum(['student', 'teacher']),
  grade: z.string().nullable(),
  years_of_experience: z.string().nullable(),
  year_of_work_experience: z.string().nullable(),
  avatar: z.string().nullable(),
  school: z.object({ name: z.string(), locality: z.object({ name: z.string() }) }).nullable(),
});

/** A registration (§3), with both the committee ids and what they are. */
export const registrationView = z.object({
  id: z.string(),
  registration_no: z.string(),
  event_id: z.string(),
  user_id: z.string(),
  status: z.enum(registrationStatuses),
  mun_experience: z.number(),
  pref_committee_1_id: z.string().nullable(),
  pref_committee_2_id: z.string().nullable(),
  pref_committee_3_id: z.string().nullable(),
  pref_committee_1: committeeChoice,
  pref_committee_2: committeeChoice,
  pref_committee_3: committeeChoice,
  food_pref: z.string().nullable(),
  food_allergies: z.string().nullable(),
  emergency_name: z.string().nullable(),
  emergency_phone: z.string().nullable(),
  created_at: z.string(),
  /**
   * The event committee the delegate sits in (spec: assigned_committees, a committee id). The
   * organiser's lists show the seat as the organiser last set it; the delegate's own
   * registration shows the seat last published to them.
   */
  assigned_committees: z.string().nullable(),
  assigned_committee: z.object({ id: z.string(), abbr: z.string(), committee: z.string(), category: z.string() }).nullable(),
  /** The country they represent there (spec: assigned_country, a country id), with its code and flag. */
  assigned_country: z.string().nullable(),
  country: z.object({ id: z.string(), name: z.string(), tier: z.string(), code: z.string(), flag: z.string() }).nullable(),
  flag: z.boolean(),
  /** Locked delegates are left out of global allocation; every delegate starts locked. */
  locked: z.boolean(),
  user: delegateUser,
});
export type RegistrationView = z.infer<typeof registrationView>;

/**
 * Views of registrations, in their order, from the registration screens' read model: `draft`
 * (the organiser's lists: where the organiser put the delegate) or `published` (the delegate's
 * own page: what was published to them).
 */
export const registrationViews = async (db: CommonQueryMethods, rows: readonly RegistrationRow[], seats: SeatView = 'draft'): Promise<RegistrationView[]> =>
  findRegistrationAnswers(db, rows.map((row) => row.id), seats);
