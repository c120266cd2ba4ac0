import { useQueryClient } from '@tanstack/react-query';
import { organisersEndpoints } from '@contract/organisers';
import { call, keyOf } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useAdministrationWrite } from './administration-writes';
import { msg } from '../../../i18n/intl';

export const ORGANISER_ASSIGNED = msg('Organiser assigned successfully');
export const ORGANISER_REMOVED = msg('Organiser removed successfully');
export const ORGANISER_CHANGE_FAILED = msg('Failed to update user');

export interface ToggleOrganiserInput {
  userId: string;
  /** true: make them an approved organiser at their school; false: remove their organiser record */
  assign: boolean;
}

/**
 * §2.6 Users row menu: Assign Organiser (POST assign-organiser-to-school) or Remove Organiser
 * (DELETE remove-organiser-from-school/{userId}). Resolves to true, or undefined when the call
 * ended the session (401): the list reloads rather than reading the answer.
 */
export const toggleOrganiser = async ({ userId, assign }: ToggleOrganiserInput) => {
  const answer = assign
    ? await call(organisersEndpoints.assignToSchool, { body: { userId } })
    : await call(organisersEndpoints.removeFromSchool, { params: { id: userId } });
  return answer === undefined ? undefined : (true as const);
};

/** Refetches the administration lists, and the Organisers list the change also shows in. */
export const useToggleOrganiser = ({ onSuccess, ...config }: MutationConfig<typeof toggleOrganiser> = {}) => {
  const client = useQueryClient();
  return useAdministrationWrite<Awaited<ReturnType<typeof toggleOrganiser>>, ToggleOrganiserInput>(toggleOrganiser, {
    ...config,
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: keyOf(organisersEndpoints.list) });
      await onSuccess?.(...args);
    },
  });
};
