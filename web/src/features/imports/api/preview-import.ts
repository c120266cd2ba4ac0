import { useMutation } from '@tanstack/react-query';
import type { ColumnMapping } from '@domain/imports/columns';
import type { ExperienceUnit } from '@domain/imports/headings';
import { apiRequest } from '../../../lib/api-client';
import { importViewSchema } from './import-schemas';

export interface PreviewImportInput {
  importId: string;
  mapping: ColumnMapping;
  experienceUnit: ExperienceUnit;
}

/** POST /api/v1/imports/{importId}/preview: the same file read again with a corrected mapping (200 or 202, as the upload). */
export const previewImport = ({ importId, mapping, experienceUnit }: PreviewImportInput) =>
  apiRequest(`/api/v1/imports/${encodeURIComponent(importId)}/preview`, { method: 'POST', schema: importViewSchema, body: { mapping, experienceUnit } });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
