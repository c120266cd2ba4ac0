import { schoolsEndpoints } from '@contract/schools';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useDirectoryMutation } from './directory-lists';
import type { MergePair } from './merge-schools';
import { msg } from '../../../i18n/intl';

export const LOCALITIES_MERGED = msg('Localities merged successfully');
export const LOCALITIES_MERGE_FAILED = msg('Failed to merge localities');

/** POST /api/v1/localities/merge-localities with two ROW ids: the secondary row's schools move to the primary's locality and area. */
export const mergeLocalities = ({ primaryId, secondaryId }: MergePair) =>
  call(schoolsEndpoints.mergeLocalities, { body: { primaryLocalityId: primaryId, secondaryLocalityId: secondaryId } });

export const useMergeLocalities = (config: MutationConfig<typeof mergeLocalities> = {}) => useDirectoryMutation(mergeLocalities, config);
