import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { schoolsAdminQueryKey } from './get-schools';

export const SCHOOL_DELETED = 'School deleted successfully';
export const SCHOOL_DELETE_FAILED = 'Failed to delete school';

/** DELETE /api/v1/schools/delete-school/{id} */
export const deleteSchool = (id: string) =>
  apiRequest(`/api/v1/schools/delete-school/${encodeURIComponent(id)}`, { method: 'DELETE', schema: acknowledged });

export const useDeleteSchool = (config: MutationConfig<typeof deleteSchool> = {}) => useRefetchingMutation(deleteSchool, schoolsAdminQueryKey, config);
