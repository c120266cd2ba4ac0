import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
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
  const data = await apiRequest(`/api/v1/users/upload-avatar/${encodeURIComponent(userId)}`, {
    method: 'POST',
    schema: z.object({ avatarUrl: z.string().min(1) }),
    body: form,
  });
  return data?.avatarUrl;
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
