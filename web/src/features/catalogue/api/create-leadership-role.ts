import type { z } from 'zod';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged } from './catalogue-writes';
import { leadershipRoleEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import { leadershipRolesQueryKey } from './get-leadership-roles';

/** The server's own rule for an entry (spec §5: each text non-empty after trimming). */
export const leadershipRoleInputSchema = leadershipRoleEndpoints.add.body;

export type LeadershipRoleInput = z.output<typeof leadershipRoleInputSchema>;

/** POST /api/v1/leadership-roles/add-leadership-role */
export const createLeadershipRole = async (values: LeadershipRoleInput) =>
  acknowledged(await call(leadershipRoleEndpoints.add, { body: values }));

export const useCreateLeadershipRole = (config: MutationConfig<typeof createLeadershipRole> = {}) =>
  useRefetchingMutation(createLeadershipRole, leadershipRolesQueryKey, config);
