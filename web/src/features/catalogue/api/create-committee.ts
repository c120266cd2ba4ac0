import { z } from 'zod';
import { requiredText } from '@domain/catalogue/fields';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged } from './catalogue-writes';
import { committeeEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import { committeeCategories, committeesQueryKey } from './get-committees';

/** Spec §5: abbr and committee non-empty after trimming; the category is one of the four tabs. */
export const committeeInputSchema = z.object({
  abbr: requiredText,
  committee: requiredText,
  category: z.enum(committeeCategories),
});

export type CommitteeInput = z.infer<typeof committeeInputSchema>;

/** POST /api/v1/committees/add-committee */
export const createCommittee = async (values: CommitteeInput) => acknowledged(await call(committeeEndpoints.add, { body: values }));

export const useCreateCommittee = (config: MutationConfig<typeof createCommittee> = {}) => useRefetchingMutation(createCommittee, committeesQueryKey, config);
