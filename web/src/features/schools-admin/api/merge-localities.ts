import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { localityRowSchema } from './get-locality-rows';
import { schoolsAdminQueryKey } from './get-schools';
import type { MergePair } from './merge-schools';

export const LOCALITIES_MERGED = 'Localities merged successfully';
export const LOCALITIES_MERGE_FAILED = 'Failed to merge localities';

/** POST /api/v1/localities/merge-localities with two ROW ids: the secondary row's schools move to the primary's locality and area. */
export const mergeLocalities = ({ primaryId, secondaryId }: MergePair) =>
  apiRequest('/api/v1/localities/merge-localities', {
    method: 'POST',
    schema: z.object({ schoolsMoved: z.number(), row: localityRowSchema.nullable() }),
    body: { primaryLocalityId: primaryId, secondaryLocalityId: secondaryId },
  });

export const useMergeLocalities = (config: MutationConfig<typeof mergeLocalities> = {}) =>
  useRefetchingMutation(mergeLocalities, schoolsAdminQueryKey, config);
