import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { organisersQueryKey } from './get-organisers';

/** The body of POST add-organiser-by-super-user (spec §7): a new organiser starts pending. */
export interface AddOrganiserInput {
  user_id: string;
  school_id: string;
  locality_id: string | null;
  role: string;
  evidence: string;
  status: 'pending';
  actioned_by_user_id: string | null;
}

/** POST /api/v1/organisers/add-organiser-by-super-user */
export const addOrganiser = (input: AddOrganiserInput) =>
  apiRequest('/api/v1/organisers/add-organiser-by-super-user', { method: 'POST', schema: acknowledged, body: input });

export const useAddOrganiser = (config: MutationConfig<typeof addOrganiser> = {}) => useRefetchingMutation(addOrganiser, organisersQueryKey, config);
