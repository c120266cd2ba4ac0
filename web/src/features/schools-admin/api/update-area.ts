import { schoolsEndpoints } from '@contract/schools';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useDirectoryMutation } from './directory-lists';
import { msg } from '../../../i18n/intl';

export const LOCALITY_UPDATED = msg('Locality updated successfully');
export const LOCALITY_UPDATE_FAILED = msg('Failed to update locality');

/** PATCH /api/v1/areas/update-area/{areaId}: the Localities list edits an area's name only. */
export const updateArea = ({ areaId, name }: { areaId: string; name: string }) =>
  call(schoolsEndpoints.updateArea, { params: { id: areaId }, body: { name } });

export const useUpdateArea = (config: MutationConfig<typeof updateArea> = {}) => useDirectoryMutation(updateArea, config);
