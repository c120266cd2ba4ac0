import { apiRequest } from '../../../lib/api-client';
import { storedImportSchema } from './import-schemas';

/** GET /api/v1/imports/{importId}: an upload's latest preview and, once it ran, its results (a reload of the page). */
export const getImport = (importId: string, signal?: AbortSignal) =>
  apiRequest(`/api/v1/imports/${encodeURIComponent(importId)}`, { schema: storedImportSchema, signal });
