import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { leadershipRolesQueryKey, type LeadershipRole } from './get-leadership-roles';

/** DELETE /api/v1/leadership-roles/delete-leadership-role/{id} */
export const deleteLeadershipRole = (id: LeadershipRole['id']) =>
  apiRequest(`/api/v1/leadership-roles/delete-leadership-role/${encodeURIComponent(String(id))}`, {
    method: 'DELETE',
    schema: acknowledged,
  });

export const useDeleteLeadershipRole = (config: MutationConfig<typeof deleteLeadershipRole> = {}) => useRefetchingMutation(deleteLeadershipRole, leadershipRolesQueryKey, config);
