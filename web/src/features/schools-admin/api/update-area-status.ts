import type { settableAreaStatuses } from '@domain/schools/locality-directory';
import { schoolsEndpoints } from '@contract/schools';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useDirectoryMutation } from './directory-lists';

export type SettableAreaStatus = (typeof settableAreaStatuses)[number];

export interface UpdateAreaStatusInput {
  areaId: string;
  status: SettableAreaStatus;
  /** The status the list showed: if someone changed it since, the server answers 409 and changes nothing. */
  expectedStatus: string;
}

/** PATCH /api/v1/areas/update-area-status/{areaId}. Toasts: LOCALITY_UPDATED / LOCALITY_UPDATE_FAILED. */
export const updateAreaStatus = ({ areaId, ...body }: UpdateAreaStatusInput) =>
  call(schoolsEndpoints.updateAreaStatus, { params: { id: areaId }, body });

export const useUpdateAreaStatus = (config: MutationConfig<typeof updateAreaStatus> = {}) => useDirectoryMutation(updateAreaStatus, config);
