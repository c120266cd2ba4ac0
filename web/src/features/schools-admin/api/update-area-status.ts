import type { settableAreaStatuses } from '@domain/schools/locality-directory';
import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { schoolsAdminQueryKey } from './get-schools';

export type SettableAreaStatus = (typeof settableAreaStatuses)[number];

export interface UpdateAreaStatusInput {
  areaId: string;
  status: SettableAreaStatus;
  /** The status the list showed: if someone changed it since, the server answers 409 and changes nothing. */
  expectedStatus: string;
}

/** PATCH /api/v1/areas/update-area-status/{areaId}. Toasts: LOCALITY_UPDATED / LOCALITY_UPDATE_FAILED. */
export const updateAreaStatus = ({ areaId, ...body }: UpdateAreaStatusInput) =>
  apiRequest(`/api/v1/areas/update-area-status/${encodeURIComponent(areaId)}`, { method: 'PATCH', schema: acknowledged, body });

export const useUpdateAreaStatus = (config: MutationConfig<typeof updateAreaStatus> = {}) =>
  useRefetchingMutation(updateAreaStatus, schoolsAdminQueryKey, config);
