import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { registrationStatuses } from '../../../../../domain/registrations/roster';
import { apiRequest } from '../../../lib/api-client';

const text = z.string().nullish().transform((value) => value ?? null);

const committeeChoiceSchema = z.object({ id: z.string(), abbr: z.string(), committee: z.string() }).nullish().transform((value) => value ?? null);

/** The delegate as a registration shows them (spec §3 Event registration: user). */
const delegateUserSchema = z.object({
  id: z.string(),
  username: text,
  fullname: text,
  name: text,
  birthday: text,
  gender: text,
  email: text,
  phone_e164: text,
  phone_number: text,
  country_code: text,
  role: z.enum(['student', 'teacher']),
  grade: text,
  years_of_experience: text,
  year_of_work_experience: text,
  avatar: text,
  school: z
    .object({ name: z.string(), locality: z.object({ name: z.string() }).nullish() })
    .nullish()
    .transform((value) => value ?? null),
});

/** A registration of the event (spec §3): the delegate, their MUN, food and emergency details. */
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
  food_pref: text,
  food_allergies: text,
  emergency_name: text,
  emergency_phone: text,
  user: delegateUserSchema,
});

export type Registration = z.infer<typeof registrationSchema>;
export type DelegateUser = Registration['user'];

const registrationsRootKey = ['event-workspace', 'registrations'] as const;

export const registrationsQueryKey = (eventId: string) => [...registrationsRootKey, eventId] as const;

/** The event of a registration in any list of registrations already loaded, or null. */
export const cachedEventIdOf = (client: QueryClient, registrationId: string): string | null => {
  for (const [, registrations] of client.getQueriesData<Registration[]>({ queryKey: registrationsRootKey })) {
    const found = registrations?.find((registration) => registration.id === registrationId);
    if (found) return found.event_id;
  }
  return null;
};

/** GET /api/v1/registerations/get-registrations/{eventId}: the event's registered delegates (its organiser or a super user). */
export const getRegistrations = async (eventId: string, signal?: AbortSignal): Promise<Registration[]> =>
  (await apiRequest(`/api/v1/registerations/get-registrations/${encodeURIComponent(eventId)}`, { schema: z.array(registrationSchema), signal })) ?? [];

export const getRegistrationsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: registrationsQueryKey(eventId),
    queryFn: ({ signal }) => getRegistrations(eventId, signal),
  });

export const useRegistrations = (eventId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getRegistrationsQueryOptions(eventId), enabled });
