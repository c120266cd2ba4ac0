import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { deleteEntry } from './catalogue-writes';
import { leadershipRolesQueryKey } from './get-leadership-roles';

/** DELETE /api/v1/leadership-roles/delete-leadership-role/{id} */
export const deleteLeadershipRole = deleteEntry('/api/v1/leadership-roles/delete-leadership-role');

export const useDeleteLeadershipRole = (config: MutationConfig<typeof deleteLeadershipRole> = {}) => useRefetchingMutation(deleteLeadershipRole, leadershipRolesQueryKey, config);
