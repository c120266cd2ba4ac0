import type { z } from 'zod';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged } from './catalogue-writes';
import { committeeEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import { committeesQueryKey } from './get-committees';

/** The server's own rule for an entry (spec §5: each text non-empty after trimming). */
export const committeeInputSchema = committeeEndpoints.add.body;

export type CommitteeInput = z.output<typeof committeeInputSchema>;

/** POST /api/v1/committees/add-committee */
export const createCommittee = async (values: CommitteeInput) => acknowledged(await call(committeeEndpoints.add, { body: values }));

export const useCreateCommittee = (config: MutationConfig<typeof createCommittee> = {}) =>
  useRefetchingMutation(createCommittee, committeesQueryKey, config);
