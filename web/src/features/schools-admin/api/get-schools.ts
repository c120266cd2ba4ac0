import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { areaStatuses } from '@domain/schools/locality-directory';
import { schoolStatuses } from '@domain/schools/school-directory';
import { apiRequest } from '../../../lib/api-client';

/** A row of GET /api/v1/schools/all-schools (spec §3 School). */
export const schoolSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  locality_id: z.string(),
  area_id: z.string().nullable(),
  locality: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  area: z.object({ id: z.string(), code: z.string(), name: z.string(), status: z.enum(areaStatuses) }).nullable(),
  status: z.enum(schoolStatuses),
});

export type School = z.infer<typeof schoolSchema>;
export type SchoolStatus = School['status'];

/**
 * Every query of this feature starts with this key: a write refetches all of them, since a
 * locality merge moves schools and a school merge changes the localities' counts.
 */
export const schoolsAdminQueryKey = ['schools-admin'] as const;

export const schoolsQueryKey = [...schoolsAdminQueryKey, 'schools'] as const;

/** GET /api/v1/schools/all-schools */
export const getSchools = async (signal?: AbortSignal): Promise<School[]> =>
  (await apiRequest('/api/v1/schools/all-schools', { schema: z.array(schoolSchema), signal })) ?? [];

export const getSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: schoolsQueryKey,
    queryFn: ({ signal }) => getSchools(signal),
  });

export const useSchools = () => useQuery(getSchoolsQueryOptions());
