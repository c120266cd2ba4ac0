import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@contract/users';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { userProfileQueryKey } from './get-user-profile';

export interface UploadAvatarInput {
  userId: string;
  file: File;
}

/** POST /api/v1/users/upload-avatar/{userId}, multipart field `avatar`; answers the new picture's URL. */
export const uploadAvatar = async ({ userId, file }: UploadAvatarInput) => {
  const form = new FormData();
  form.append('avatar', file);
  return (await call(usersEndpoints.uploadAvatar, { params: { userId }, body: form }))?.avatarUrl;
};

export const useUploadAvatar = ({ onSuccess, ...config }: MutationConfig<typeof uploadAvatar> = {}) => {
  const client = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof uploadAvatar>>, Error, UploadAvatarInput>({
    ...config,
    mutationFn: uploadAvatar,
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: userProfileQueryKey(args[1].userId) });
      await onSuccess?.(...args);
    },
  });
};
