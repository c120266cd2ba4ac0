import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const catalogueCommitteeSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  abbr: z.string(),
  committee: z.string(),
  category: z.string(),
});
export type CatalogueCommittee = z.infer<typeof catalogueCommitteeSchema>;

/** GET /api/v1/committees/all-committees: the choices of the committee dropdown. */
export const getCatalogueCommittees = async (signal?: AbortSignal): Promise<CatalogueCommittee[]> =>
  (await apiRequest('/api/v1/committees/all-committees', { schema: z.array(catalogueCommitteeSchema), signal })) ?? [];

export const useCatalogueCommittees = () =>
  useQuery(queryOptions({ queryKey: ['event-workspace', 'catalogue-committees'], queryFn: ({ signal }) => getCatalogueCommittees(signal) }));
