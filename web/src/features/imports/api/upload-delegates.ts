import { useMutation } from '@tanstack/react-query';
import { importsEndpoints } from '@contract/imports';
import { call } from '../../../lib/call';

export interface UploadDelegatesInput {
  eventId: string;
  file: File;
}

/**
 * The upload with preview=true, multipart: the field eventId first, then the file (the server
 * reads the fields that come before the file). Nothing is stored yet: the answer is the preview
 * (200), or, for a large file, the job reading it (202, preview null). Without preview=true the
 * call would import the file at once.
 */
export const uploadDelegates = ({ eventId, file }: UploadDelegatesInput) => {
  const form = new FormData();
  form.append('eventId', eventId);
  form.append('file', file);
  return call(importsEndpoints.upload, { query: { preview: 'true' }, body: form });
};

export const useUploadDelegates = () => useMutation({ mutationFn: uploadDelegates });
