import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { organisersQueryKey } from './get-organisers';

export const ORGANISER_DELETED = 'Organiser deleted successfully';
export const ORGANISER_DELETE_FAILED = 'Failed to delete organiser';

/** DELETE /api/v1/organisers/delete-organiser/{id}: the record leaves the list; its history stays. */
export const deleteOrganiser = (id: string) =>
  apiRequest(`/api/v1/organisers/delete-organiser/${encodeURIComponent(id)}`, { method: 'DELETE', schema: acknowledged });

export const useDeleteOrganiser = (config: MutationConfig<typeof deleteOrganiser> = {}) => useRefetchingMutation(deleteOrganiser, organisersQueryKey, config);
