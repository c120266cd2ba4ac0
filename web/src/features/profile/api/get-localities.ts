import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { schoolsEndpoints, type localityRow } from '@contract/schools';
import { msg } from '../../../i18n/intl';
import { call, keyOf } from '../../../lib/call';

export type Locality = z.output<typeof localityRow>;

export const LOAD_LOCALITIES_FAILED = msg('Failed to load localities. Please try again.');

/** GET /api/v1/localities/all-localities, in emirate order as the server gives them. */
export const getLocalities = async (signal?: AbortSignal): Promise<Locality[]> =>
  (await call(schoolsEndpoints.localities, {}, { signal })) ?? [];

export const getLocalitiesQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(schoolsEndpoints.localities),
    queryFn: ({ signal }) => getLocalities(signal),
    staleTime: 5 * 60_000,
  });

export const useLocalities = () => useQuery(getLocalitiesQueryOptions());
