import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { updateEntry, type CatalogueUpdate } from './catalogue-writes';
import type { CommitteeInput } from './create-committee';
import { committeesQueryKey } from './get-committees';

export type UpdateCommitteeInput = CatalogueUpdate<CommitteeInput>;

/** PATCH /api/v1/committees/update-committee/{id} */
export const updateCommittee = updateEntry<CommitteeInput>('/api/v1/committees/update-committee');

export const useUpdateCommittee = (config: MutationConfig<typeof updateCommittee> = {}) => useRefetchingMutation(updateCommittee, committeesQueryKey, config);
