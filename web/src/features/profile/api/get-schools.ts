import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const idText = z.union([z.string(), z.number()]).transform(String);

export const schoolSchema = z.object({
  id: idText,
  code: z.string().nullish(),
  name: z.string(),
  locality_id: idText,
  area_id: idText.nullish(),
  locality: z.object({ id: idText, code: z.string().nullish(), name: z.string() }).nullish(),
  status: z.string().nullish(),
});

export type School = z.infer<typeof schoolSchema>;

export const LOAD_SCHOOLS_FAILED = 'Failed to load schools. Please try again.';

export const schoolsQueryKey = ['profile', 'schools'] as const;

/** GET /api/v1/schools/all-schools (the school step filters them by locality on screen). */
export const getSchools = async (signal?: AbortSignal): Promise<School[]> =>
  (await apiRequest('/api/v1/schools/all-schools', { schema: z.array(schoolSchema), signal })) ?? [];

export const getSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: schoolsQueryKey,
    queryFn: ({ signal }) => getSchools(signal),
    staleTime: 5 * 60_000,
  });

export const useSchools = () => useQuery(getSchoolsQueryOptions());
