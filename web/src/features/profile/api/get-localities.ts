import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const idText = z.union([z.string(), z.number()]).transform(String);

export const localitySchema = z.object({
  id: idText,
  code: z.string().nullish(),
  name: z.string(),
  custom: z.boolean().nullish(),
});

export type Locality = z.infer<typeof localitySchema>;

export const LOAD_LOCALITIES_FAILED = 'Failed to load localities. Please try again.';

export const localitiesQueryKey = ['profile', 'localities'] as const;

/** GET /api/v1/localities/all-localities, in emirate order as the server gives them. */
export const getLocalities = async (signal?: AbortSignal): Promise<Locality[]> =>
  (await apiRequest('/api/v1/localities/all-localities', { schema: z.array(localitySchema), signal })) ?? [];

export const getLocalitiesQueryOptions = () =>
  queryOptions({
    queryKey: localitiesQueryKey,
    queryFn: ({ signal }) => getLocalities(signal),
    staleTime: 5 * 60_000,
  });

export const useLocalities = () => useQuery(getLocalitiesQueryOptions());
