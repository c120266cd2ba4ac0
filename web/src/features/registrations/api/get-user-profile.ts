import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { personalDetailsShape } from '../../../lib/registration-schema';
import { registrationsQueryKey } from './registration-schema';

const text = z.string().nullish();
const years = z.union([z.string(), z.number()]).nullish();

/** The fields of GET /api/v1/users/user-profile/{userId} that the registration review shows. */
export const registrantProfileSchema = z.object({
  role: text,
  avatar: text,
  ...personalDetailsShape,
  grade: text,
  years_of_experience: years,
  year_of_work_experience: years,
  school: z.object({ name: text, locality: z.object({ name: text }).nullish() }).nullish(),
  custom_school_name: text,
  custom_locality_name: text,
});

export type RegistrantProfile = z.infer<typeof registrantProfileSchema>;

/** GET /api/v1/users/user-profile/{userId}. Null when the call ended the session (401). */
export const getRegistrantProfile = async (userId: string, signal?: AbortSignal): Promise<RegistrantProfile | null> =>
  (await apiRequest(`/api/v1/users/user-profile/${encodeURIComponent(userId)}`, { schema: registrantProfileSchema, signal })) ?? null;

export const getRegistrantProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...registrationsQueryKey, 'user-profile', userId],
    queryFn: ({ signal }) => getRegistrantProfile(userId, signal),
  });

export const useRegistrantProfile = (userId: string | null) => useQuery({ ...getRegistrantProfileQueryOptions(userId ?? ''), enabled: userId !== null });
