import { useMutation } from '@tanstack/react-query';
import { importsEndpoints } from '@contract/imports';
import { call } from '../../../lib/call';

export type ResolveAction = 'link' | 'create' | 'skip';

export interface ResolveRowInput {
  importId: string;
  row: number;
  action: ResolveAction;
  /** The school of the account to create. */
  schoolId?: string;
}

/** The organiser's decision for a row that needed review; answers the updated results. */
export const resolveImportRow = ({ importId, row, action, schoolId }: ResolveRowInput) =>
  call(importsEndpoints.resolve, { params: { importId, row }, body: action === 'create' ? { action, schoolId } : { action } });

export const useResolveImportRow = () => useMutation({ mutationFn: resolveImportRow });
