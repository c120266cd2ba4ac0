import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { profileRequest, type ProfileFormValues, type ProfileRole } from '../utils/profile-form';
import { userProfileQueryKey } from './get-user-profile';

export interface UpdateProfileInput {
  role: ProfileRole;
  userId: string;
  /** The whole profile, with the one changed field. */
  values: ProfileFormValues;
}

/** PATCH /api/v1/users/{student|teacher}-profile-update/{userId}; the server infers the school choice. */
export const updateProfile = ({ role, userId, values }: UpdateProfileInput) => {
  const { endpoint, params, body } = profileRequest(role, values, userId, 'update');
  return call(endpoint, { params, body });
};

/** Refetches the profile before its own onSuccess runs, so the page shows what was saved. */
export const useUpdateProfile = ({ onSuccess, ...config }: MutationConfig<typeof updateProfile> = {}) => {
  const client = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof updateProfile>>, Error, UpdateProfileInput>({
    ...config,
    mutationFn: updateProfile,
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: userProfileQueryKey(args[1].userId) });
      await onSuccess?.(...args);
    },
  });
};
