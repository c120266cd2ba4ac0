import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportViewSchema } from './import-schemas';

export type ResolveAction = 'link' | 'create' | 'skip';

export interface ResolveRowInput {
  importId: string;
  row: number;
  action: ResolveAction;
  /** The school of the account to create. */
  schoolId?: string;
}

/** POST /api/v1/imports/{importId}/rows/{row}/resolve: the organiser's decision for a row that needed review; answers the updated results. */
export const resolveImportRow = ({ importId, row, action, schoolId }: ResolveRowInput) =>
  apiRequest(`/api/v1/imports/${encodeURIComponent(importId)}/rows/${encodeURIComponent(String(row))}/resolve`, {
    method: 'POST',
    schema: reportViewSchema,
    body: action === 'create' ? { action, schoolId } : { action },
  });

export const useResolveImportRow = () => useMutation({ mutationFn: resolveImportRow });
