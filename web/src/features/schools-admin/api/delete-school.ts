import { schoolsEndpoints } from '@contract/schools';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useDirectoryMutation } from './directory-lists';
import { msg } from '../../../i18n/intl';

export const SCHOOL_DELETED = msg('School deleted successfully');
export const SCHOOL_DELETE_FAILED = msg('Failed to delete school');

/** DELETE /api/v1/schools/delete-school/{id} */
export const deleteSchool = (id: string) => call(schoolsEndpoints.deleteSchool, { params: { id } });

export const useDeleteSchool = (config: MutationConfig<typeof deleteSchool> = {}) => useDirectoryMutation(deleteSchool, config);
