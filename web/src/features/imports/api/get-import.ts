import { importsEndpoints } from '@contract/imports';
import { call } from '../../../lib/call';

/** An upload's latest preview and, once it ran, its results (a reload of the page). */
export const getImport = (importId: string, signal?: AbortSignal) => call(importsEndpoints.get, { params: { importId } }, { signal });
