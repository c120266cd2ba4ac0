import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The part of the profile read-back the home page needs: the greeting and whether the profile is complete. */
export const homeAccountSchema = z.object({
  fullname: z.string().nullish(),
  email: z.string().nullish(),
  hasProfile: z.boolean().nullish(),
});

export type HomeAccount = z.infer<typeof homeAccountSchema>;

export const homeAccountQueryKey = (userId: string) => ['home', 'account', userId] as const;

/** GET /api/v1/users/user-profile/{userId} */
export const getHomeAccount = async (userId: string, signal?: AbortSignal): Promise<HomeAccount | null> =>
  (await apiRequest(`/api/v1/users/user-profile/${encodeURIComponent(userId)}`, { schema: homeAccountSchema, signal })) ?? null;

export const getHomeAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: homeAccountQueryKey(userId),
    queryFn: ({ signal }) => getHomeAccount(userId, signal),
  });

/** Read afresh on every visit: the profile wizard may have been completed a moment ago. */
export const useHomeAccount = (userId: string | null) => useQuery({ ...getHomeAccountQueryOptions(userId ?? ''), enabled: userId !== null, staleTime: 0 });
