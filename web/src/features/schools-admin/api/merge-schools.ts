import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { schoolSchema, schoolsAdminQueryKey } from './get-schools';

export const SCHOOLS_MERGED = 'Schools merged successfully';
export const SCHOOLS_MERGE_FAILED = 'Failed to merge schools';

export interface MergePair {
  primaryId: string;
  secondaryId: string;
}

/**
 * POST /api/v1/schools/merge-schools: the secondary school leaves the list and everyone who
 * named it now names the primary.
 */
export const mergeSchools = ({ primaryId, secondaryId }: MergePair) =>
  apiRequest('/api/v1/schools/merge-schools', {
    method: 'POST',
    schema: z.object({ primarySchoolId: z.string(), secondarySchoolId: z.string(), school: schoolSchema.nullable() }),
    body: { primarySchoolId: primaryId, secondarySchoolId: secondaryId },
  });

export const useMergeSchools = (config: MutationConfig<typeof mergeSchools> = {}) => useRefetchingMutation(mergeSchools, schoolsAdminQueryKey, config);
