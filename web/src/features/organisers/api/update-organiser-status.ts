import type { SettableOrganiserStatus } from '@domain/organisers/organiser';
import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { organisersQueryKey, type Organiser } from './get-organisers';

export const ORGANISER_STATUS_UPDATED = 'Organiser status updated successfully';

export interface UpdateOrganiserStatusInput {
  organiser: Pick<Organiser, 'id' | 'user_id' | 'status'>;
  status: SettableOrganiserStatus;
}

/**
 * PATCH /api/v1/organisers/update-organiser-status/{id}. The status the row showed goes with
 * it: when someone else changed it first the answer is 409 and nothing changes.
 */
export const updateOrganiserStatus = ({ organiser, status }: UpdateOrganiserStatusInput) =>
  apiRequest(`/api/v1/organisers/update-organiser-status/${encodeURIComponent(organiser.id)}`, {
    method: 'PATCH',
    schema: acknowledged,
    body: { status, expectedStatus: organiser.status, userId: organiser.user_id },
  });

export const useUpdateOrganiserStatus = (config: MutationConfig<typeof updateOrganiserStatus> = {}) =>
  useRefetchingMutation(updateOrganiserStatus, organisersQueryKey, config);
