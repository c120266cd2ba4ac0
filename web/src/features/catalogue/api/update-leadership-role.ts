import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { updateEntry, type CatalogueUpdate } from './catalogue-writes';
import type { LeadershipRoleInput } from './create-leadership-role';
import { leadershipRolesQueryKey } from './get-leadership-roles';

export type UpdateLeadershipRoleInput = CatalogueUpdate<LeadershipRoleInput>;

/** PATCH /api/v1/leadership-roles/update-leadership-role/{id} */
export const updateLeadershipRole = updateEntry<LeadershipRoleInput>('/api/v1/leadership-roles/update-leadership-role');

export const useUpdateLeadershipRole = (config: MutationConfig<typeof updateLeadershipRole> = {}) => useRefetchingMutation(updateLeadershipRole, leadershipRolesQueryKey, config);
