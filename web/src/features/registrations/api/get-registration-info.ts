import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import { ApiError } from '../../../lib/api-client';
import { call, keyOf } from '../../../lib/call';
import type { Registration } from '../../../lib/registration-schema';

const NOT_FOUND = 404;

/**
 * GET /api/v1/registerations/get-registration-info-by-eventId-and-userId/{eventId}/{userId}:
 * the person's registration for the event (with the seat published to them), or null when
 * they hold none (404).
 */
export const getRegistrationInfo = async (eventId: string, userId: string, signal?: AbortSignal): Promise<Registration | null> => {
  try {
    return (await call(registrationsEndpoints.info, { params: { eventId, userId } }, { signal })) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === NOT_FOUND) return null;
    throw error;
  }
};

export const getRegistrationInfoQueryOptions = (eventId: string, userId: string) =>
  queryOptions({
    queryKey: keyOf(registrationsEndpoints.info, { params: { eventId, userId } }),
    queryFn: ({ signal }) => getRegistrationInfo(eventId, userId, signal),
  });

/** Read afresh on every visit: the registration may have been cancelled or removed meanwhile. */
export const useRegistrationInfo = (eventId: string, userId: string | null) =>
  useQuery({ ...getRegistrationInfoQueryOptions(eventId, userId ?? ''), enabled: userId !== null, staleTime: 0 });
