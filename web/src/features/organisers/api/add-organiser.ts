import { organisersEndpoints } from '@contract/organisers';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useOrganiserMutation } from './organiser-lists';

/** The body of POST add-organiser-by-super-user (spec §7): a new organiser starts pending. */
export type AddOrganiserInput = {
  user_id: string;
  school_id: string;
  locality_id: string | null;
  role: string;
  evidence: string;
  status: 'pending';
  actioned_by_user_id: string | null;
};

/** POST /api/v1/organisers/add-organiser-by-super-user */
export const addOrganiser = (input: AddOrganiserInput) => call(organisersEndpoints.add, { body: input });

export const useAddOrganiser = (config: MutationConfig<typeof addOrganiser> = {}) => useOrganiserMutation(addOrganiser, config);
