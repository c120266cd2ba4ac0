import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { delegateRegistrationSchema, type DelegateRegistration, type Registration } from '../../../../lib/registration-schema';

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
export const getRegistrations = async (eventId: string, signal?: AbortSignal): Promise<DelegateRegistration[]> =>
  (await apiRequest(`/api/v1/registerations/get-registrations/${encodeURIComponent(eventId)}`, { schema: z.array(delegateRegistrationSchema), signal })) ?? [];

export const getRegistrationsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: registrationsQueryKey(eventId),
    queryFn: ({ signal }) => getRegistrations(eventId, signal),
  });

export const useRegistrations = (eventId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getRegistrationsQueryOptions(eventId), enabled });
