import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import type { LeadershipRoleInput } from './create-leadership-role';
import { leadershipRolesQueryKey, type LeadershipRole } from './get-leadership-roles';

export interface UpdateLeadershipRoleInput {
  id: LeadershipRole['id'];
  values: LeadershipRoleInput;
}

/** PATCH /api/v1/leadership-roles/update-leadership-role/{id} */
export const updateLeadershipRole = ({ id, values }: UpdateLeadershipRoleInput) =>
  apiRequest(`/api/v1/leadership-roles/update-leadership-role/${encodeURIComponent(String(id))}`, {
    method: 'PATCH',
    schema: acknowledged,
    body: values,
  });

export const useUpdateLeadershipRole = (config: MutationConfig<typeof updateLeadershipRole> = {}) => useRefetchingMutation(updateLeadershipRole, leadershipRolesQueryKey, config);
