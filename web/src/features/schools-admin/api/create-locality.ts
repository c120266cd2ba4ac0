import type { initialAreaStatuses } from '@domain/schools/locality-directory';
import { apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { localityRowSchema } from './get-locality-rows';
import { schoolsAdminQueryKey } from './get-schools';

export const LOCALITY_CREATED = 'New locality added successfully';
export const LOCALITY_CREATE_FAILED = 'Failed to save new area';

export type NewAreaStatus = (typeof initialAreaStatuses)[number];

export interface LocalityInput {
  locality_name: string;
  area_name: string;
  status: NewAreaStatus;
}

/** POST /api/v1/localities/create-locality: a new area, in an existing locality of that name or a new one. */
export const createLocality = (input: LocalityInput) =>
  apiRequest('/api/v1/localities/create-locality', { method: 'POST', schema: localityRowSchema.nullable(), body: input });

export const useCreateLocality = (config: MutationConfig<typeof createLocality> = {}) => useRefetchingMutation(createLocality, schoolsAdminQueryKey, config);
