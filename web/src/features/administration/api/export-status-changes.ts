import { z } from 'zod';
import { env } from '../../../config/env';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { getSession } from '../../../lib/session';
import { statusChangesQuery, type HistoryFilters } from '../utils/history-filters';

export const EXPORT_FAILED = 'Failed to export the history';

const fetchCsv = (path: string) => {
  const token = getSession().token;
  return fetch(`${env.API_URL}${path}`, { headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
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
  const query = statusChangesQuery(filters);
  const path = `/api/v1/audit/status-changes.csv${query ? `?${query}` : ''}`;
  let response = await fetchCsv(path).catch(() => {
    throw new ApiError(0, null, 'NETWORK_ERROR', {});
  });
  if (response.status === 401) {
    const alive = await apiRequest('/api/v1/audit/status-changes?pageSize=1', { schema: z.unknown().transform((): true => true) });
    if (!alive) return false;
    response = await fetchCsv(path);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;
    throw new ApiError(response.status, message, null, {});
  }
  const blob = await response.blob();
  saveFile(blob, fileNameOf(response), blob.type || 'text/csv');
  return true;
};
