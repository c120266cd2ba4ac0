import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ColumnMapping } from '@domain/imports/columns';
import type { ExperienceUnit } from '@domain/imports/headings';
import { apiRequest } from '../../../lib/api-client';

export interface ApplyImportInput {
  importId: string;
  mapping: ColumnMapping;
  experienceUnit: ExperienceUnit;
}

/** POST /api/v1/imports/{importId}/apply: runs the import as a job (202) whose progress the page follows. */
export const applyImport = ({ importId, mapping, experienceUnit }: ApplyImportInput) =>
  apiRequest(`/api/v1/imports/${encodeURIComponent(importId)}/apply`, {
    method: 'POST',
    schema: z.object({ importId: z.string(), jobId: z.string().min(1) }),
    body: { mapping, experienceUnit },
  });

export const useApplyImport = () => useMutation({ mutationFn: applyImport });
