import { organisersEndpoints } from '@contract/organisers';
import { call } from '../../../lib/call';
import { msg } from '../../../i18n/intl';

/** What the server takes, judged by the file's content (the name and type are only a hint). */
export const EVIDENCE_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const EVIDENCE_TOO_LARGE = msg('File is too large (maximum 5 MB)');
export const EVIDENCE_UPLOAD_FAILED = msg('Failed to upload evidence document');

/** POST /api/v1/organisers/organiser-approval-edvince-upload, multipart field `file`; answers the document's URL. */
export const uploadEvidence = async (file: File): Promise<string | undefined> => {
  const form = new FormData();
  form.append('file', file);
  return (await call(organisersEndpoints.uploadEvidence, { body: form }))?.documentUrl;
};
