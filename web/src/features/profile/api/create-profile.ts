import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { profileRequest, type ProfileFormValues, type ProfileRole } from '../utils/profile-form';
import { userProfileQueryKey } from './get-user-profile';

export interface CreateProfileInput {
  role: ProfileRole;
  userId: string;
  values: ProfileFormValues;
}

/**
 * PATCH /api/v1/users/{student|teacher}-profile{,-and-custom-locality,-custom-school-name}/{userId}:
 * the endpoint follows the school choice. Resolves to undefined when the call ended the session.
 */
export const createProfile = ({ role, userId, values }: CreateProfileInput) => {
  const { endpoint, params, body } = profileRequest(role, values, userId, 'create');
  return call(endpoint, { params, body });
};

export const useCreateProfile = ({ onSuccess, ...config }: MutationConfig<typeof createProfile> = {}) => {
  const client = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof createProfile>>, Error, CreateProfileInput>({
    ...config,
    mutationFn: createProfile,
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: userProfileQueryKey(args[1].userId) });
      await onSuccess?.(...args);
    },
  });
};
