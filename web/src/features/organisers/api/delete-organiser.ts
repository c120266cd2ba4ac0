import { organisersEndpoints } from '@contract/organisers';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useOrganiserMutation } from './organiser-lists';
import { msg } from '../../../i18n/intl';

export const ORGANISER_DELETED = msg('Organiser deleted successfully');
export const ORGANISER_DELETE_FAILED = msg('Failed to delete organiser');

/** DELETE /api/v1/organisers/delete-organiser/{id}: the record leaves the list; its history stays. */
export const deleteOrganiser = (id: string) => call(organisersEndpoints.remove, { params: { id } });

export const useDeleteOrganiser = (config: MutationConfig<typeof deleteOrganiser> = {}) => useOrganiserMutation(deleteOrganiser, config);
