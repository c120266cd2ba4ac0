import { papersEndpoints } from '@contract/papers';
import { fetchProtectedFile } from '../../../lib/api-client';
import { fileUrlOf } from '../../../lib/call';

/** GET .../papers/{delegateId}/versions/{version}/file, with the token (null when refused or missing). */
export const fetchPaperVersion = (eventId: string, eventCommitteeId: string, registrationId: string, version: number) =>
  fetchProtectedFile(fileUrlOf(papersEndpoints.file, { params: { eventId, eventCommitteeId, registrationId, version } }));
