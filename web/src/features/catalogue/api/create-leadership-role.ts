import { z } from 'zod';
import { requiredText } from '@domain/catalogue/fields';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged } from './catalogue-writes';
import { leadershipRoleEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import { leadershipRolesQueryKey } from './get-leadership-roles';

/** Spec §5: both fields non-empty after trimming (the same rule the server applies). */
export const leadershipRoleInputSchema = z.object({
  abbr: requiredText,
  leadership_role: requiredText,
});

export type LeadershipRoleInput = z.infer<typeof leadershipRoleInputSchema>;

/** POST /api/v1/leadership-roles/add-leadership-role */
export const createLeadershipRole = async (values: LeadershipRoleInput) => acknowledged(await call(leadershipRoleEndpoints.add, { body: values }));

export const useCreateLeadershipRole = (config: MutationConfig<typeof createLeadershipRole> = {}) => useRefetchingMutation(createLeadershipRole, leadershipRolesQueryKey, config);
