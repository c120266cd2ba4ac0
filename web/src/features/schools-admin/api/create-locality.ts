import type { initialAreaStatuses } from '@domain/schools/locality-directory';
import { schoolsEndpoints } from '@contract/schools';
import type { InputOf } from '@contract/endpoint';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useDirectoryMutation } from './directory-lists';
import { msg } from '../../../i18n/intl';

export const LOCALITY_CREATED = msg('New locality added successfully');
export const LOCALITY_CREATE_FAILED = msg('Failed to save new area');

export type NewAreaStatus = (typeof initialAreaStatuses)[number];

export type LocalityInput = InputOf<typeof schoolsEndpoints.createLocality>['body'];

/** POST /api/v1/localities/create-locality: a new area, in an existing locality of that name or a new one. */
export const createLocality = (input: LocalityInput) => call(schoolsEndpoints.createLocality, { body: input });

export const useCreateLocality = (config: MutationConfig<typeof createLocality> = {}) => useDirectoryMutation(createLocality, config);
