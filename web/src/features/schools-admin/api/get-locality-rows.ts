import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { schoolsAdminQueryKey } from './get-schools';

/** A row of the Localities list: one (locality, area) pair with its linked schools and students (spec §2.6, §3). */
export const localityRowSchema = z.object({
  /** '<localityId>:<areaId>', or '<localityId>' for the locality's row without an area. */
  id: z.string(),
  locality_id: z.string(),
  locality_code: z.string(),
  locality_name: z.string(),
  area_id: z.string().nullable(),
  area_code: z.string().nullable(),
  area_name: z.string().nullable(),
  status: z.string(),
  linkedSchoolsCount: z.number(),
  linkedStudentsCount: z.number(),
});

export type LocalityRow = z.infer<typeof localityRowSchema>;

export const localityRowsQueryKey = [...schoolsAdminQueryKey, 'locality-rows'] as const;

/** GET /api/v1/localities/locality-rows */
export const getLocalityRows = async (signal?: AbortSignal): Promise<LocalityRow[]> =>
  (await apiRequest('/api/v1/localities/locality-rows', { schema: z.array(localityRowSchema), signal })) ?? [];

export const getLocalityRowsQueryOptions = () =>
  queryOptions({
    queryKey: localityRowsQueryKey,
    queryFn: ({ signal }) => getLocalityRows(signal),
  });

export const useLocalityRows = () => useQuery(getLocalityRowsQueryOptions());
