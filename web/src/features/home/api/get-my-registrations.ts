import { useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { registrationsEndpoints, type registrationView } from '@contract/registrations';
import { ApiError } from '../../../lib/api-client';
import { call, keyOf } from '../../../lib/call';

/** GET /api/v1/registerations/my-registrations: the ids of the events the caller is registered for. */
export const getMyRegisteredEventIds = async (signal?: AbortSignal): Promise<string[]> =>
  (await call(registrationsEndpoints.mine, {}, { signal })) ?? [];

export const useMyRegisteredEventIds = () =>
  useQuery({ queryKey: keyOf(registrationsEndpoints.mine), queryFn: ({ signal }) => getMyRegisteredEventIds(signal), staleTime: 0 });

/**
 * A registration as the home page shows it: its number and status, and the seat (the committee
 * and the country) as far as the server shows it to the delegate.
 */
export type HomeRegistration = Pick<z.output<typeof registrationView>, 'registration_no' | 'status' | 'assigned_committee' | 'country'>;

/**
 * GET /api/v1/registerations/get-registration-info-by-eventId-and-userId/{eventId}/{userId};
 * null when the person holds none (404: cancelled or removed since the ids were read).
 */
export const getMyRegistration = async (eventId: string, userId: string, signal?: AbortSignal): Promise<HomeRegistration | null> => {
  try {
    return (await call(registrationsEndpoints.info, { params: { eventId, userId } }, { signal })) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/** The person's registration for each event, in the order given; each entry pending until read. */
export const useMyRegistrations = (eventIds: readonly string[], userId: string | null) =>
  useQueries({
    queries: eventIds.map((eventId) => ({
      queryKey: keyOf(registrationsEndpoints.info, { params: { eventId, userId } }),
      queryFn: ({ signal }: { signal: AbortSignal }) => getMyRegistration(eventId, userId ?? '', signal),
      enabled: userId !== null,
      staleTime: 0,
    })),
  });
