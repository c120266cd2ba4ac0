import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { schoolsEndpoints, type schoolRow } from '@contract/schools';
import { call, keyOf } from '../../../lib/call';

/** A row of the Schools list (spec §3 School). */
export type School = z.output<typeof schoolRow>;
export type SchoolStatus = School['status'];

/** GET /api/v1/schools/all-schools */
export const getSchools = async (signal?: AbortSignal): Promise<School[]> => (await call(schoolsEndpoints.schools, {}, { signal })) ?? [];

export const getSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(schoolsEndpoints.schools),
    queryFn: ({ signal }) => getSchools(signal),
  });

export const useSchools = () => useQuery(getSchoolsQueryOptions());
