import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged, type CatalogueId } from './catalogue-writes';
import { leadershipRoleEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import { leadershipRolesQueryKey } from './get-leadership-roles';

/** DELETE /api/v1/leadership-roles/delete-leadership-role/{id} */
export const deleteLeadershipRole = async (id: CatalogueId) => acknowledged(await call(leadershipRoleEndpoints.remove, { params: { id } }));

export const useDeleteLeadershipRole = (config: MutationConfig<typeof deleteLeadershipRole> = {}) =>
  useRefetchingMutation(deleteLeadershipRole, leadershipRolesQueryKey, config);
