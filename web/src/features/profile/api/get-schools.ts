import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { schoolsEndpoints, type schoolRow } from '@contract/schools';
import { msg } from '../../../i18n/intl';
import { call, keyOf } from '../../../lib/call';

export type School = z.output<typeof schoolRow>;

export const LOAD_SCHOOLS_FAILED = msg('Failed to load schools. Please try again.');

/** GET /api/v1/schools/all-schools (the school step filters them by locality on screen). */
export const getSchools = async (signal?: AbortSignal): Promise<School[]> => (await call(schoolsEndpoints.schools, {}, { signal })) ?? [];

export const getSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(schoolsEndpoints.schools),
    queryFn: ({ signal }) => getSchools(signal),
    staleTime: 5 * 60_000,
  });

export const useSchools = () => useQuery(getSchoolsQueryOptions());
