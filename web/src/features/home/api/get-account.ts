import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { usersEndpoints, type profileView } from '@contract/users';
import { call, keyOf } from '../../../lib/call';

/** The profile read-back; the home page reads the greeting and whether the profile is complete. */
export type HomeAccount = z.output<typeof profileView>;

/** GET /api/v1/users/user-profile/{userId} */
export const getHomeAccount = async (userId: string, signal?: AbortSignal): Promise<HomeAccount | null> =>
  (await call(usersEndpoints.userProfile, { params: { userId } }, { signal })) ?? null;

export const getHomeAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: keyOf(usersEndpoints.userProfile, { params: { userId } }),
    queryFn: ({ signal }) => getHomeAccount(userId, signal),
  });

/** Read afresh on every visit: the profile wizard may have been completed a moment ago. */
export const useHomeAccount = (userId: string | null) =>
  useQuery({ ...getHomeAccountQueryOptions(userId ?? ''), enabled: userId !== null, staleTime: 0 });
