import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged, type CatalogueUpdate } from './catalogue-writes';
import { leadershipRoleEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import type { LeadershipRoleInput } from './create-leadership-role';
import { leadershipRolesQueryKey } from './get-leadership-roles';

export type UpdateLeadershipRoleInput = CatalogueUpdate<LeadershipRoleInput>;

/** PATCH /api/v1/leadership-roles/update-leadership-role/{id} */
export const updateLeadershipRole = async ({ id, values }: UpdateLeadershipRoleInput) =>
  acknowledged(await call(leadershipRoleEndpoints.update, { params: { id }, body: values }));

export const useUpdateLeadershipRole = (config: MutationConfig<typeof updateLeadershipRole> = {}) =>
  useRefetchingMutation(updateLeadershipRole, leadershipRolesQueryKey, config);
