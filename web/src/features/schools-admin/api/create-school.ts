import { schoolsEndpoints } from '@contract/schools';
import type { InputOf } from '@contract/endpoint';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useDirectoryMutation } from './directory-lists';
import { msg } from '../../../i18n/intl';

export const SCHOOL_CREATED = msg('New school added successfully');
export const SCHOOL_CREATE_FAILED = msg('Failed to save new school');

export type SchoolInput = InputOf<typeof schoolsEndpoints.createSchool>['body'];

/** POST /api/v1/schools/create-school: the server generates the code (spec §5). */
export const createSchool = (input: SchoolInput) => call(schoolsEndpoints.createSchool, { body: input });

export const useCreateSchool = (config: MutationConfig<typeof createSchool> = {}) => useDirectoryMutation(createSchool, config);
