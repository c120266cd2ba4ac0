import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { usersEndpoints, type profileView } from '@contract/users';
import { call, keyOf } from '../../../lib/call';

/** The profile read-back; the request page shows its school and locality read-only. */
export type RequesterProfile = z.output<typeof profileView>;

/** GET /api/v1/users/user-profile/{userId} */
export const getRequesterProfile = async (userId: string, signal?: AbortSignal): Promise<RequesterProfile | null> =>
  (await call(usersEndpoints.userProfile, { params: { userId } }, { signal })) ?? null;

export const getRequesterProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: keyOf(usersEndpoints.userProfile, { params: { userId } }),
    queryFn: ({ signal }) => getRequesterProfile(userId, signal),
  });

export const useRequesterProfile = (userId: string | null) =>
  useQuery({ ...getRequesterProfileQueryOptions(userId ?? ''), enabled: userId !== null });
