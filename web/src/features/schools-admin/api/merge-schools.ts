import { schoolsEndpoints } from '@contract/schools';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useDirectoryMutation } from './directory-lists';
import { msg } from '../../../i18n/intl';

export const SCHOOLS_MERGED = msg('Schools merged successfully');
export const SCHOOLS_MERGE_FAILED = msg('Failed to merge schools');

export interface MergePair {
  primaryId: string;
  secondaryId: string;
}

/**
 * POST /api/v1/schools/merge-schools: the secondary school leaves the list and everyone who
 * named it now names the primary.
 */
export const mergeSchools = ({ primaryId, secondaryId }: MergePair) =>
  call(schoolsEndpoints.mergeSchools, { body: { primarySchoolId: primaryId, secondarySchoolId: secondaryId } });

export const useMergeSchools = (config: MutationConfig<typeof mergeSchools> = {}) => useDirectoryMutation(mergeSchools, config);
