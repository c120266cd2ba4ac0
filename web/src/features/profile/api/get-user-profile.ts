import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { usersEndpoints, type profileView } from '@contract/users';
import { call, keyOf } from '../../../lib/call';

/** The read-back of GET /api/v1/users/user-profile/{userId}: profile fields are null until the wizard is done. */
export type UserProfile = z.output<typeof profileView>;

export const userProfileQueryKey = (userId: string) => keyOf(usersEndpoints.userProfile, { params: { userId } });

/** GET /api/v1/users/user-profile/{userId}. Null when the call ended the session (401). */
export const getUserProfile = async (userId: string, signal?: AbortSignal): Promise<UserProfile | null> =>
  (await call(usersEndpoints.userProfile, { params: { userId } }, { signal })) ?? null;

export const getUserProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userProfileQueryKey(userId),
    queryFn: ({ signal }) => getUserProfile(userId, signal),
  });

export const useUserProfile = (userId: string | null) =>
  useQuery({ ...getUserProfileQueryOptions(userId ?? ''), enabled: userId !== null });
