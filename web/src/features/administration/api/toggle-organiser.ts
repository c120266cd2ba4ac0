import { acknowledged, apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { useAdministrationWrite } from './administration-writes';

export const ORGANISER_ASSIGNED = 'Organiser assigned successfully';
export const ORGANISER_REMOVED = 'Organiser removed successfully';
export const ORGANISER_CHANGE_FAILED = 'Failed to update user';

export interface ToggleOrganiserInput {
  userId: string;
  /** true: make them an approved organiser at their school; false: remove their organiser record */
  assign: boolean;
}

/**
 * §2.6 Users row menu: Assign Organiser (POST assign-organiser-to-school) or Remove Organiser
 * (DELETE remove-organiser-from-school/{userId}).
 */
export const toggleOrganiser = ({ userId, assign }: ToggleOrganiserInput) =>
  assign
    ? apiRequest('/api/v1/organisers/assign-organiser-to-school', { method: 'POST', schema: acknowledged, body: { userId } })
    : apiRequest(`/api/v1/organisers/remove-organiser-from-school/${encodeURIComponent(userId)}`, { method: 'DELETE', schema: acknowledged });

export const useToggleOrganiser = (config: MutationConfig<typeof toggleOrganiser> = {}) =>
  useAdministrationWrite(toggleOrganiser, config);
