import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { schoolsAdminQueryKey } from './get-schools';

export const LOCALITY_UPDATED = 'Locality updated successfully';
export const LOCALITY_UPDATE_FAILED = 'Failed to update locality';

/** PATCH /api/v1/areas/update-area/{areaId}: the Localities list edits an area's name only. */
export const updateArea = ({ areaId, name }: { areaId: string; name: string }) =>
  apiRequest(`/api/v1/areas/update-area/${encodeURIComponent(areaId)}`, { method: 'PATCH', schema: acknowledged, body: { name } });

export const useUpdateArea = (config: MutationConfig<typeof updateArea> = {}) => useRefetchingMutation(updateArea, schoolsAdminQueryKey, config);
