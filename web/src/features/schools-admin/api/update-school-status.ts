import { apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { schoolSchema, schoolsAdminQueryKey, type SchoolStatus } from './get-schools';

export interface UpdateSchoolStatusInput {
  id: string;
  status: SchoolStatus;
  /** The status the list showed: if someone changed it since, the server answers 409 and changes nothing. */
  expectedStatus: SchoolStatus;
}

/** PATCH /api/v1/schools/update-school-status/{id}. Toasts: SCHOOL_UPDATED / SCHOOL_UPDATE_FAILED. */
export const updateSchoolStatus = ({ id, ...body }: UpdateSchoolStatusInput) =>
  apiRequest(`/api/v1/schools/update-school-status/${encodeURIComponent(id)}`, { method: 'PATCH', schema: schoolSchema.nullable(), body });

export const useUpdateSchoolStatus = (config: MutationConfig<typeof updateSchoolStatus> = {}) =>
  useRefetchingMutation(updateSchoolStatus, schoolsAdminQueryKey, config);
