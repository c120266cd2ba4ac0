import { schoolsEndpoints } from '@contract/schools';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useDirectoryMutation } from './directory-lists';
import { msg } from '../../../i18n/intl';

export const LOCALITY_DELETED = msg('Locality deleted successfully');
export const LOCALITY_DELETE_FAILED = msg('Failed to delete locality');

/** DELETE /api/v1/localities/delete-locality/{rowId}: refused (409, with the reason) while the row still has schools. */
export const deleteLocality = (rowId: string) => call(schoolsEndpoints.deleteLocality, { params: { id: rowId } });

export const useDeleteLocality = (config: MutationConfig<typeof deleteLocality> = {}) => useDirectoryMutation(deleteLocality, config);
