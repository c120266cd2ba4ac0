import { useMutation } from '@tanstack/react-query';
import { importsEndpoints } from '@contract/imports';
import type { ColumnMapping } from '@domain/imports/columns';
import type { ExperienceUnit } from '@domain/imports/headings';
import { call } from '../../../lib/call';

export interface PreviewImportInput {
  importId: string;
  mapping: ColumnMapping;
  experienceUnit: ExperienceUnit;
}

/** The same file read again with a corrected mapping (200 or 202, as the upload). */
export const previewImport = ({ importId, mapping, experienceUnit }: PreviewImportInput) =>
  call(importsEndpoints.preview, { params: { importId }, body: { mapping, experienceUnit } });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
