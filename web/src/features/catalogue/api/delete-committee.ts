import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged, type CatalogueId } from './catalogue-writes';
import { committeeEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import { committeesQueryKey } from './get-committees';

/** DELETE /api/v1/committees/delete-committee/{id} */
export const deleteCommittee = async (id: CatalogueId) => acknowledged(await call(committeeEndpoints.remove, { params: { id } }));

export const useDeleteCommittee = (config: MutationConfig<typeof deleteCommittee> = {}) =>
  useRefetchingMutation(deleteCommittee, committeesQueryKey, config);
