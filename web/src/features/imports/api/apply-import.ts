import { useMutation } from '@tanstack/react-query';
import { importsEndpoints } from '@contract/imports';
import type { ColumnMapping } from '@domain/imports/columns';
import type { ExperienceUnit } from '@domain/imports/headings';
import { call } from '../../../lib/call';

export interface ApplyImportInput {
  importId: string;
  mapping: ColumnMapping;
  experienceUnit: ExperienceUnit;
}

/** Runs the import as a job (202) whose progress the page follows. */
export const applyImport = ({ importId, mapping, experienceUnit }: ApplyImportInput) =>
  call(importsEndpoints.apply, { params: { importId }, body: { mapping, experienceUnit } });

export const useApplyImport = () => useMutation({ mutationFn: applyImport });
