import { adminEndpoints } from '@contract/admin';
import { env } from '../../../config/env';
import { ApiError } from '../../../lib/api-client';
import { call, fileUrlOf } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { getSession } from '../../../lib/session';
import { statusChangesFilters, type HistoryFilters } from '../utils/history-filters';
import { getLanguageChoice } from '../../../i18n/language';
import { msg } from '../../../i18n/intl';

export const EXPORT_FAILED = msg('Failed to export the history');

const fetchCsv = (path: string) => {
  const token = getSession().token;
  return fetch(`${env.API_URL}${path}`, {
    headers: {
      Accept: 'text/csv',
      'Accept-Language': getLanguageChoice().language,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
};

const fileNameOf = (response: Response) =>
  /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'status-changes.csv';

/**
 * GET /api/v1/audit/status-changes.csv with the screen's filters, saved as a file. The API wants
 * the bearer token, so this is a fetch and a Blob rather than a plain link. An expired token is
 * renewed (or the session ended) by one ordinary API call, then the download is tried once more.
 * Resolves false when the session ended.
 */
export const exportStatusChanges = async (filters: HistoryFilters): Promise<boolean> => {
  const path = fileUrlOf(adminEndpoints.statusChangesCsv, { query: statusChangesFilters(filters) });
  let response = await fetchCsv(path).catch(() => {
    throw new ApiError(0, null, 'NETWORK_ERROR', {});
  });
  if (response.status === 401) {
    const alive = await call(adminEndpoints.statusChanges, { query: { pageSize: 1 } });
    if (alive === undefined) return false;
    response = await fetchCsv(path);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;
    throw new ApiError(response.status, message, null, {});
  }
  const blob = await response.blob();
  saveFile(blob, fileNameOf(response), blob.type || 'text/csv');
  return true;
};
