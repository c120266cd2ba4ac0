import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import { call, keyOf } from '../../../../lib/call';
import type { Registration } from '../../../../lib/registration-schema';

export const registrationsQueryKey = (eventId: string) => keyOf(registrationsEndpoints.ofEvent, { params: { eventId } });

/** The event of a registration in any list of registrations already loaded, or null. */
export const cachedEventIdOf = (client: QueryClient, registrationId: string): string | null => {
  for (const [, registrations] of client.getQueriesData<Registration[]>({ queryKey: keyOf(registrationsEndpoints.ofEvent) })) {
    const found = registrations?.find((registration) => registration.id === registrationId);
    if (found) return found.event_id;
  }
  return null;
};

/** GET /api/v1/registerations/get-registrations/{eventId}: the event's registered delegates (its organiser or a super user). */
export const getRegistrations = async (eventId: string, signal?: AbortSignal): Promise<Registration[]> =>
  (await call(registrationsEndpoints.ofEvent, { params: { eventId } }, { signal })) ?? [];

export const getRegistrationsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: registrationsQueryKey(eventId),
    queryFn: ({ signal }) => getRegistrations(eventId, signal),
  });

export const useRegistrations = (eventId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getRegistrationsQueryOptions(eventId), enabled });
