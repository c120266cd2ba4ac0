import { useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /api/v1/registerations/my-registrations: the ids of the events the caller is registered for. */
export const getMyRegisteredEventIds = async (signal?: AbortSignal): Promise<string[]> =>
  (await apiRequest('/api/v1/registerations/my-registrations', { schema: z.array(z.union([z.string(), z.number()]).transform(String)), signal })) ?? [];

export const useMyRegisteredEventIds = () =>
  useQuery({ queryKey: ['home', 'my-registrations'], queryFn: ({ signal }) => getMyRegisteredEventIds(signal), staleTime: 0 });

const committeeSchema = z.object({ abbr: z.string(), committee: z.string() });

/**
 * A registration as the home page shows it: its number and status, and the seat (the committee
 * and the country) as far as the server shows it to the delegate.
 */
export const homeRegistrationSchema = z.object({
  registration_no: z.string(),
  status: z.string(),
  assigned_committee: committeeSchema.nullish().transform((value) => value ?? null),
  country: z
    .object({ name: z.string() })
    .nullish()
    .transform((value) => value ?? null),
});

export type HomeRegistration = z.infer<typeof homeRegistrationSchema>;

/** The spec's answer is the registration, or a list whose first item it is (§7). */
const answerSchema = z.union([homeRegistrationSchema, z.array(homeRegistrationSchema)]).transform((value) => (Array.isArray(value) ? (value[0] ?? null) : value));

/**
 * GET /api/v1/registerations/get-registration-info-by-eventId-and-userId/{eventId}/{userId};
 * null when the person holds none (404: cancelled or removed since the ids were read).
 */
export const getMyRegistration = async (eventId: string, userId: string, signal?: AbortSignal): Promise<HomeRegistration | null> => {
  const path = `/api/v1/registerations/get-registration-info-by-eventId-and-userId/${encodeURIComponent(eventId)}/${encodeURIComponent(userId)}`;
  try {
    return (await apiRequest(path, { schema: answerSchema, signal })) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/** The person's registration for each event, in the order given; each entry pending until read. */
export const useMyRegistrations = (eventIds: readonly string[], userId: string | null) =>
  useQueries({
    queries: eventIds.map((eventId) => ({
      queryKey: ['home', 'registration', eventId, userId],
      queryFn: ({ signal }: { signal: AbortSignal }) => getMyRegistration(eventId, userId ?? '', signal),
      enabled: userId !== null,
      staleTime: 0,
    })),
  });
