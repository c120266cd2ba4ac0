import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import type { CommitteeInput } from './create-committee';
import { committeesQueryKey, type Committee } from './get-committees';

export interface UpdateCommitteeInput {
  id: Committee['id'];
  values: CommitteeInput;
}

/** PATCH /api/v1/committees/update-committee/{id} */
export const updateCommittee = ({ id, values }: UpdateCommitteeInput) =>
  apiRequest(`/api/v1/committees/update-committee/${encodeURIComponent(String(id))}`, {
    method: 'PATCH',
    schema: acknowledged,
    body: values,
  });

export const useUpdateCommittee = (config: MutationConfig<typeof updateCommittee> = {}) => useRefetchingMutation(updateCommittee, committeesQueryKey, config);
