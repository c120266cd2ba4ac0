import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';
import type { MutationConfig } from './react-query';

/**
 * POST /api/v1/events/create-event-images-upload, multipart field `file`; answers the stored
 * picture's URL. Event creation and the event workspace both upload event pictures.
 */
export const uploadEventImage = async (file: File): Promise<string | undefined> => {
  const form = new FormData();
  form.append('file', file);
  const data = await apiRequest('/api/v1/events/create-event-images-upload', {
    method: 'POST',
    schema: z.object({ url: z.string().min(1) }),
    body: form,
  });
  return data?.url;
};

export const useUploadEventImage = (config: MutationConfig<typeof uploadEventImage> = {}) => useMutation({ ...config, mutationFn: uploadEventImage });
