import { chairEndpoints } from '@contract/chair';
import { fetchProtectedFile } from '../../../lib/api-client';
import { fileUrlOf } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/v1/chair/{eventId}/{committeeId}/placards-and-badges.pdf, saved as a file. The API wants
 * the bearer token, so this is a fetch and a Blob rather than a plain link. False when refused or missing.
 */
export const downloadCommitteePrint = async (eventId: string, eventCommitteeId: string, abbr: string): Promise<boolean> => {
  const blob = await fetchProtectedFile(fileUrlOf(chairEndpoints.print, { params: { eventId, eventCommitteeId } }));
  if (!blob) return false;
  saveFile(blob, `placards-and-badges-${abbr}.pdf`, 'application/pdf');
  return true;
};
