import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { schoolsEndpoints, type schoolRow } from '@contract/schools';
import { call, keyOf } from '../../../lib/call';

type School = z.output<typeof schoolRow>;

/** What the review list needs of a school: the other fields of the list are ignored. */
export type SchoolOption = Pick<School, 'id' | 'name'> & { locality: Pick<School['locality'], 'name'> };

/** GET /api/v1/schools/all-schools: the listed schools, for a new account's school. */
export const getSchools = async (signal?: AbortSignal): Promise<School[]> => (await call(schoolsEndpoints.schools, {}, { signal })) ?? [];

export const useSchools = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(schoolsEndpoints.schools),
      queryFn: ({ signal }) => getSchools(signal),
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
