import type { SettableOrganiserStatus } from '@domain/organisers/organiser';
import { organisersEndpoints } from '@contract/organisers';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import type { Organiser } from './get-organisers';
import { useOrganiserMutation } from './organiser-lists';
import { msg } from '../../../i18n/intl';

export const ORGANISER_STATUS_UPDATED = msg('Organiser status updated successfully');

export interface UpdateOrganiserStatusInput {
  organiser: Pick<Organiser, 'id' | 'user_id' | 'status'>;
  status: SettableOrganiserStatus;
}

/**
 * PATCH /api/v1/organisers/update-organiser-status/{id}. The status the row showed goes with
 * it: when someone else changed it first the answer is 409 and nothing changes.
 */
export const updateOrganiserStatus = ({ organiser, status }: UpdateOrganiserStatusInput) =>
  call(organisersEndpoints.updateStatus, {
    params: { id: organiser.id },
    body: { status, expectedStatus: organiser.status, userId: organiser.user_id },
  });

export const useUpdateOrganiserStatus = (config: MutationConfig<typeof updateOrganiserStatus> = {}) =>
  useOrganiserMutation(updateOrganiserStatus, config);
