import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { areaStatuses } from '@domain/schools/locality-directory';
import { apiRequest } from '../../../lib/api-client';
import { schoolsAdminQueryKey } from './get-schools';

const areaSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), locality_id: z.string(), status: z.enum(areaStatuses) });

/** A locality of GET /api/v1/localities/all-localities, with its areas (the choices of the school form). */
export const localitySchema = z.object({ id: z.string(), code: z.string(), name: z.string(), custom: z.boolean(), areas: z.array(areaSchema) });

export type Locality = z.infer<typeof localitySchema>;
export type Area = z.infer<typeof areaSchema>;

export const localitiesQueryKey = [...schoolsAdminQueryKey, 'localities'] as const;

/** GET /api/v1/localities/all-localities */
export const getLocalities = async (signal?: AbortSignal): Promise<Locality[]> =>
  (await apiRequest('/api/v1/localities/all-localities', { schema: z.array(localitySchema), signal })) ?? [];

export const getLocalitiesQueryOptions = () =>
  queryOptions({
    queryKey: localitiesQueryKey,
    queryFn: ({ signal }) => getLocalities(signal),
  });

export const useLocalities = () => useQuery(getLocalitiesQueryOptions());
