import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { committeesQueryKey, type Committee } from './get-committees';

/** DELETE /api/v1/committees/delete-committee/{id} */
export const deleteCommittee = (id: Committee['id']) =>
  apiRequest(`/api/v1/committees/delete-committee/${encodeURIComponent(String(id))}`, {
    method: 'DELETE',
    schema: acknowledged,
  });

export const useDeleteCommittee = (config: MutationConfig<typeof deleteCommittee> = {}) => useRefetchingMutation(deleteCommittee, committeesQueryKey, config);
