import { z } from 'zod';
import { requiredText } from '@domain/catalogue/fields';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { addEntry } from './catalogue-writes';
import { leadershipRolesQueryKey } from './get-leadership-roles';

/** Spec §5: both fields non-empty after trimming (the same rule the server applies). */
export const leadershipRoleInputSchema = z.object({
  abbr: requiredText,
  leadership_role: requiredText,
});

export type LeadershipRoleInput = z.infer<typeof leadershipRoleInputSchema>;

/** POST /api/v1/leadership-roles/add-leadership-role */
export const createLeadershipRole = addEntry<LeadershipRoleInput>('/api/v1/leadership-roles/add-leadership-role');

export const useCreateLeadershipRole = (config: MutationConfig<typeof createLeadershipRole> = {}) => useRefetchingMutation(createLeadershipRole, leadershipRolesQueryKey, config);
