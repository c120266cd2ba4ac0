import { useMutation } from '@tanstack/react-query';
import { eventsEndpoints } from '@contract/events';
import { call } from './call';
import type { MutationConfig } from './react-query';

/**
 * POST /api/v1/events/create-event-images-upload, multipart field `file`; answers the stored
 * picture's URL. Event creation and the event workspace both upload event pictures.
 */
export const uploadEventImage = async (file: File): Promise<string | undefined> => {
  const form = new FormData();
  form.append('file', file);
  return (await call(eventsEndpoints.uploadImage, { body: form }))?.url;
};

export const useUploadEventImage = (config: MutationConfig<typeof uploadEventImage> = {}) =>
  useMutation({ ...config, mutationFn: uploadEventImage });
