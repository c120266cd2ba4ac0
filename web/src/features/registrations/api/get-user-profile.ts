import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { usersEndpoints, type profileView } from '@contract/users';
import { call, keyOf } from '../../../lib/call';

/** GET /api/v1/users/user-profile/{userId}: the registration review shows its personal details and school. */
export type RegistrantProfile = z.output<typeof profileView>;

/** GET /api/v1/users/user-profile/{userId}. Null when the call ended the session (401). */
export const getRegistrantProfile = async (userId: string, signal?: AbortSignal): Promise<RegistrantProfile | null> =>
  (await call(usersEndpoints.userProfile, { params: { userId } }, { signal })) ?? null;

export const getRegistrantProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: keyOf(usersEndpoints.userProfile, { params: { userId } }),
    queryFn: ({ signal }) => getRegistrantProfile(userId, signal),
  });

export const useRegistrantProfile = (userId: string | null) =>
  useQuery({ ...getRegistrantProfileQueryOptions(userId ?? ''), enabled: userId !== null });
