import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { registrationAnswerSchema, registrationsQueryKey, type DelegateRegistrationInfo } from './registration-schema';

const NOT_FOUND = 404;

/**
 * GET /api/v1/registerations/get-registration-info-by-eventId-and-userId/{eventId}/{userId}:
 * the person's registration for the event, or null when they hold none (404).
 */
export const getRegistrationInfo = async (eventId: string, userId: string, signal?: AbortSignal): Promise<DelegateRegistrationInfo | null> => {
  const path = `/api/v1/registerations/get-registration-info-by-eventId-and-userId/${encodeURIComponent(eventId)}/${encodeURIComponent(userId)}`;
  try {
    return (await apiRequest(path, { schema: registrationAnswerSchema, signal })) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === NOT_FOUND) return null;
    throw error;
  }
};

export const getRegistrationInfoQueryOptions = (eventId: string, userId: string) =>
  queryOptions({
    queryKey: [...registrationsQueryKey, 'info', eventId, userId],
    queryFn: ({ signal }) => getRegistrationInfo(eventId, userId, signal),
  });

/** Read afresh on every visit: the registration may have been cancelled or removed meanwhile. */
export const useRegistrationInfo = (eventId: string, userId: string | null) =>
  useQuery({ ...getRegistrationInfoQueryOptions(eventId, userId ?? ''), enabled: userId !== null, staleTime: 0 });
