import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { registrationsQueryKey } from './registration-schema';

export const catalogueCommitteeSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  abbr: z.string(),
  committee: z.string(),
  category: z.string().nullish(),
});

export type CatalogueCommittee = z.infer<typeof catalogueCommitteeSchema>;

/** GET /api/v1/committees/all-committees: the choices of the three preferred committees. */
export const getCommittees = async (signal?: AbortSignal): Promise<CatalogueCommittee[]> =>
  (await apiRequest('/api/v1/committees/all-committees', { schema: z.array(catalogueCommitteeSchema), signal })) ?? [];

export const getCommitteesQueryOptions = () =>
  queryOptions({
    queryKey: [...registrationsQueryKey, 'committees'],
    queryFn: ({ signal }) => getCommittees(signal),
  });

export const useCommittees = (enabled = true) => useQuery({ ...getCommitteesQueryOptions(), enabled });
