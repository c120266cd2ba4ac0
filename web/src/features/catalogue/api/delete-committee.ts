import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { deleteEntry } from './catalogue-writes';
import { committeesQueryKey } from './get-committees';

/** DELETE /api/v1/committees/delete-committee/{id} */
export const deleteCommittee = deleteEntry('/api/v1/committees/delete-committee');

export const useDeleteCommittee = (config: MutationConfig<typeof deleteCommittee> = {}) => useRefetchingMutation(deleteCommittee, committeesQueryKey, config);
