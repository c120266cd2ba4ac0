import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/events/create-event-images-upload, multipart field `file`; answers the stored picture's URL. */
export const uploadEventImage = async (file: File) => {
  const form = new FormData();
  form.append('file', file);
  const data = await apiRequest('/api/v1/events/create-event-images-upload', {
    method: 'POST',
    schema: z.object({ url: z.string().min(1) }),
    body: form,
  });
  return data?.url;
};

export const useUploadEventImage = () => useMutation({ mutationFn: uploadEventImage });
