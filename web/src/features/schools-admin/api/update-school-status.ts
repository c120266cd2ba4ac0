import { schoolsEndpoints } from '@contract/schools';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useDirectoryMutation } from './directory-lists';
import type { SchoolStatus } from './get-schools';

export interface UpdateSchoolStatusInput {
  id: string;
  status: SchoolStatus;
  /** The status the list showed: if someone changed it since, the server answers 409 and changes nothing. */
  expectedStatus: SchoolStatus;
}

/** PATCH /api/v1/schools/update-school-status/{id}. Toasts: SCHOOL_UPDATED / SCHOOL_UPDATE_FAILED. */
export const updateSchoolStatus = ({ id, ...body }: UpdateSchoolStatusInput) =>
  call(schoolsEndpoints.updateSchoolStatus, { params: { id }, body });

export const useUpdateSchoolStatus = (config: MutationConfig<typeof updateSchoolStatus> = {}) =>
  useDirectoryMutation(updateSchoolStatus, config);
