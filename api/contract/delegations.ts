import { z } from 'zod';
import { MAX_COUNTRY_WISHES } from '@domain/allocation/country-wishes';
import { registrationStatuses } from '@domain/registrations/roster';
import { endpoint } from './endpoint';

/**
 * One delegate of a school's delegation as its advisor sees them: name, grade and status, and
 * the seat only as it was published to the delegate. No email, phone or birthday.
 */
export const delegationDelegate = z.object({
  /** The registration's id. */
  id: z.string(),
  registration_no: z.string(),
  user_id: z.string(),
  fullname: z.string().nullable(),
  role: z.enum(['student', 'teacher']),
  grade: z.string().nullable(),
  status: z.enum(registrationStatuses),
  committee: z.object({ id: z.string(), abbr: z.string(), committee: z.string() }).nullable(),
  country: z.object({ id: z.string(), name: z.string(), code: z.string(), flag: z.string() }).nullable(),
});

/** The school's delegation at one event. */
export const delegationView = z.object({
  id: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  delegates: z.array(delegationDelegate),
});

/** The countries a school's delegation wished to represent at an event, most wanted first. */
export const countryWishesView = z.object({
  school: z.string(),
  countries: z.array(z.object({ id: z.string(), name: z.string() })),
  /** How many countries the delegation may wish for. */
  max: z.number().int(),
});

const eventParams = z.object({ eventId: z.string().min(1) });

/** A teacher's school delegation (the delegates of their school, event by event); not in the spec. */
export const delegationsEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/api/v1/delegations',
    access: 'signed-in',
    tag: 'delegations',
    summary:
      "The signed-in teacher's school delegation: for each event its delegates registered for, their name, grade, status and published seat (teachers only)",
    data: z.array(delegationView),
  }),
  countryWishes: endpoint({
    method: 'GET',
    path: '/api/v1/delegations/:eventId/country-wishes',
    access: 'signed-in',
    tag: 'delegations',
    summary: "The countries the signed-in teacher's school delegation wished for at an event, for delegation mode (teachers only)",
    params: eventParams,
    data: countryWishesView,
  }),
  setCountryWishes: endpoint({
    method: 'PATCH',
    path: '/api/v1/delegations/:eventId/country-wishes',
    access: 'signed-in',
    tag: 'delegations',
    summary: `Set the countries the teacher's school delegation wishes to represent at an event, most wanted first (at most ${MAX_COUNTRY_WISHES}; an empty list clears them)`,
    params: eventParams,
    body: z.object({
      countryIds: z
        .array(z.string().min(1), { error: 'Country ids must be a list' })
        .max(MAX_COUNTRY_WISHES, { error: `A delegation can wish for at most ${MAX_COUNTRY_WISHES} countries` }),
    }),
    data: countryWishesView,
  }),
};
