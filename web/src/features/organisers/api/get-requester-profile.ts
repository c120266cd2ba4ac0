import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const idText = z.union([z.string(), z.number()]).transform(String);

/** The part of the profile read-back the request page shows read-only: the school and its locality. */
export const requesterProfileSchema = z.object({
  role: z.string().nullish(),
  hasProfile: z.boolean().nullish(),
  school_id: idText.nullish(),
  school: z
    .object({
      id: idText,
      name: z.string(),
      locality_id: idText.nullish(),
      locality: z.object({ id: idText, name: z.string() }).nullish(),
    })
    .nullish(),
  custom_school_name: z.string().nullish(),
  custom_locality_name: z.string().nullish(),
});

export type RequesterProfile = z.infer<typeof requesterProfileSchema>;

export const requesterProfileQueryKey = (userId: string) => ['organisers', 'requester-profile', userId] as const;

/** GET /api/v1/users/user-profile/{userId} */
export const getRequesterProfile = async (userId: string, signal?: AbortSignal): Promise<RequesterProfile | null> =>
  (await apiRequest(`/api/v1/users/user-profile/${encodeURIComponent(userId)}`, { schema: requesterProfileSchema, signal })) ?? null;

export const getRequesterProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: requesterProfileQueryKey(userId),
    queryFn: ({ signal }) => getRequesterProfile(userId, signal),
  });

export const useRequesterProfile = (userId: string | null) =>
  useQuery({ ...getRequesterProfileQueryOptions(userId ?? ''), enabled: userId !== null });
