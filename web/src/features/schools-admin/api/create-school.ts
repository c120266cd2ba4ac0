import { apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { schoolSchema, schoolsAdminQueryKey } from './get-schools';

export const SCHOOL_CREATED = 'New school added successfully';
export const SCHOOL_CREATE_FAILED = 'Failed to save new school';

export interface SchoolInput {
  name: string;
  locality_id: string;
  area_id: string;
}

/** POST /api/v1/schools/create-school: the server generates the code (spec §5). */
export const createSchool = (input: SchoolInput) =>
  apiRequest('/api/v1/schools/create-school', { method: 'POST', schema: schoolSchema.nullable(), body: input });

export const useCreateSchool = (config: MutationConfig<typeof createSchool> = {}) => useRefetchingMutation(createSchool, schoolsAdminQueryKey, config);
