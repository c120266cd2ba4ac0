import { apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import type { SchoolInput } from './create-school';
import { schoolSchema, schoolsAdminQueryKey } from './get-schools';

export const SCHOOL_UPDATED = 'School updated successfully';
export const SCHOOL_UPDATE_FAILED = 'Failed to update school';

/** PATCH /api/v1/schools/update-school/{id}: the server regenerates the code when the name, locality or area change it. */
export const updateSchool = ({ id, values }: { id: string; values: SchoolInput }) =>
  apiRequest(`/api/v1/schools/update-school/${encodeURIComponent(id)}`, { method: 'PATCH', schema: schoolSchema.nullable(), body: values });

export const useUpdateSchool = (config: MutationConfig<typeof updateSchool> = {}) => useRefetchingMutation(updateSchool, schoolsAdminQueryKey, config);
