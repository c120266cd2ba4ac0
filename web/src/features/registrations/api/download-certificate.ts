import { certificatesEndpoints } from '@contract/certificates';
import { fetchProtectedFile } from '../../../lib/api-client';
import { fileUrlOf } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';

/** GET /api/v1/certificates/{eventId}/{certificateId}/certificate.pdf, saved as a file (the API wants the token). False when refused. */
export const downloadCertificate = async (eventId: string, certificateId: string, code: string): Promise<boolean> => {
  const blob = await fetchProtectedFile(fileUrlOf(certificatesEndpoints.pdf, { params: { eventId, certificateId } }));
  if (!blob) return false;
  saveFile(blob, `certificate-${code}.pdf`, 'application/pdf');
  return true;
};
