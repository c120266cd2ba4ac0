import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const idText = z.union([z.string(), z.number()]).transform(String);
const text = z.string().nullish();

export const profileSchoolSchema = z.object({
  id: idText,
  name: z.string(),
  code: text,
  locality_id: idText.nullish(),
  area_id: idText.nullish(),
  locality: z.object({ id: idText, code: text, name: z.string() }).nullish(),
});

/** The read-back of GET /api/v1/users/user-profile/{userId}: profile fields are null until the wizard is done. */
export const userProfileSchema = z.object({
  id: idText,
  email: text,
  role: text,
  global_role: text,
  status: text,
  hasProfile: z.boolean().nullish(),
  organiserId: idText.nullish(),
  avatar: text,
  fullname: text,
  username: text,
  birthday: text,
  gender: text,
  phone: text,
  phone_e164: text,
  phone_number: text,
  country_code: text,
  school_id: idText.nullish(),
  school: profileSchoolSchema.nullish(),
  grade: text,
  years_of_experience: z.union([z.string(), z.number()]).nullish(),
  year_of_work_experience: z.union([z.string(), z.number()]).nullish(),
  teacher_role: text,
  custom_locality_name: text,
  custom_school_name: text,
});

export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProfileQueryKey = (userId: string) => ['profile', 'user-profile', userId] as const;

/** GET /api/v1/users/user-profile/{userId}. Undefined when the call ended the session (401). */
export const getUserProfile = (userId: string, signal?: AbortSignal) =>
  apiRequest(`/api/v1/users/user-profile/${encodeURIComponent(userId)}`, { schema: userProfileSchema, signal });

export const getUserProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userProfileQueryKey(userId),
    queryFn: async ({ signal }) => (await getUserProfile(userId, signal)) ?? null,
  });

export const useUserProfile = (userId: string | null) =>
  useQuery({ ...getUserProfileQueryOptions(userId ?? ''), enabled: userId !== null });
