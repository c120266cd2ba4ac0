import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const catalogueRoleSchema = z.object({ id: z.union([z.number(), z.string()]).transform(String), abbr: z.string(), leadership_role: z.string() });
export type CatalogueRole = z.infer<typeof catalogueRoleSchema>;

/** GET /api/v1/leadership-roles/all-leadership-roles: the catalogue the role search looks in. */
export const getLeadershipRoles = async (signal?: AbortSignal): Promise<CatalogueRole[]> =>
  (await apiRequest('/api/v1/leadership-roles/all-leadership-roles', { schema: z.array(catalogueRoleSchema), signal })) ?? [];

export const useLeadershipRoles = () =>
  useQuery(queryOptions({ queryKey: ['event-workspace', 'leadership-roles-catalogue'] as const, queryFn: ({ signal }) => getLeadershipRoles(signal) }));
