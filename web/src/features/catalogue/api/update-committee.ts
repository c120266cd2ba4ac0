import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged, type CatalogueUpdate } from './catalogue-writes';
import { committeeEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import type { CommitteeInput } from './create-committee';
import { committeesQueryKey } from './get-committees';

export type UpdateCommitteeInput = CatalogueUpdate<CommitteeInput>;

/** PATCH /api/v1/committees/update-committee/{id} */
export const updateCommittee = async ({ id, values }: UpdateCommitteeInput) =>
  acknowledged(await call(committeeEndpoints.update, { params: { id }, body: values }));

export const useUpdateCommittee = (config: MutationConfig<typeof updateCommittee> = {}) =>
  useRefetchingMutation(updateCommittee, committeesQueryKey, config);
