import { schoolsEndpoints } from '@contract/schools';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import type { SchoolInput } from './create-school';
import { useDirectoryMutation } from './directory-lists';
import { msg } from '../../../i18n/intl';

export const SCHOOL_UPDATED = msg('School updated successfully');
export const SCHOOL_UPDATE_FAILED = msg('Failed to update school');

/** PATCH /api/v1/schools/update-school/{id}: the server regenerates the code when the name, locality or area change it. */
export const updateSchool = ({ id, values }: { id: string; values: SchoolInput }) =>
  call(schoolsEndpoints.updateSchool, { params: { id }, body: values });

export const useUpdateSchool = (config: MutationConfig<typeof updateSchool> = {}) => useDirectoryMutation(updateSchool, config);
