import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { schoolsAdminQueryKey } from './get-schools';

export const LOCALITY_DELETED = 'Locality deleted successfully';
export const LOCALITY_DELETE_FAILED = 'Failed to delete locality';

/** DELETE /api/v1/localities/delete-locality/{rowId}: refused (409, with the reason) while the row still has schools. */
export const deleteLocality = (rowId: string) =>
  apiRequest(`/api/v1/localities/delete-locality/${encodeURIComponent(rowId)}`, { method: 'DELETE', schema: acknowledged });

export const useDeleteLocality = (config: MutationConfig<typeof deleteLocality> = {}) => useRefetchingMutation(deleteLocality, schoolsAdminQueryKey, config);
