import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const idText = z.union([z.string(), z.number()]).transform(String);

/** What the review list needs of a school: the other fields of the list are ignored. */
export const schoolOptionSchema = z.object({
  id: idText,
  name: z.string(),
  locality: z.object({ name: z.string() }).nullish(),
});
export type SchoolOption = z.infer<typeof schoolOptionSchema>;

export const importSchoolsQueryKey = ['imports', 'schools'] as const;

/** GET /api/v1/schools/all-schools: the listed schools, for a new account's school. */
export const getSchools = async (signal?: AbortSignal): Promise<SchoolOption[]> =>
  (await apiRequest('/api/v1/schools/all-schools', { schema: z.array(schoolOptionSchema), signal })) ?? [];

export const useSchools = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery(queryOptions({ queryKey: importSchoolsQueryKey, queryFn: ({ signal }) => getSchools(signal), staleTime: 5 * 60_000, enabled }));
