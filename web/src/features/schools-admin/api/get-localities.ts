import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { schoolsEndpoints, type localityRow } from '@contract/schools';
import { call, keyOf } from '../../../lib/call';

/** A locality with its areas (the choices of the school form). */
export type Locality = z.output<typeof localityRow>;

/** GET /api/v1/localities/all-localities */
export const getLocalities = async (signal?: AbortSignal): Promise<Locality[]> =>
  (await call(schoolsEndpoints.localities, {}, { signal })) ?? [];

export const getLocalitiesQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(schoolsEndpoints.localities),
    queryFn: ({ signal }) => getLocalities(signal),
  });

export const useLocalities = () => useQuery(getLocalitiesQueryOptions());
