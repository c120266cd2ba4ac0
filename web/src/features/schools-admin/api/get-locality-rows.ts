import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { schoolsEndpoints, type localityListRow } from '@contract/schools';
import { call, keyOf } from '../../../lib/call';

/** A row of the Localities list: one (locality, area) pair with its linked schools and students (spec §2.6, §3). */
export type LocalityRow = z.output<typeof localityListRow>;

/** GET /api/v1/localities/locality-rows */
export const getLocalityRows = async (signal?: AbortSignal): Promise<LocalityRow[]> =>
  (await call(schoolsEndpoints.localityRows, {}, { signal })) ?? [];

export const getLocalityRowsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(schoolsEndpoints.localityRows),
    queryFn: ({ signal }) => getLocalityRows(signal),
  });

export const useLocalityRows = () => useQuery(getLocalityRowsQueryOptions());
