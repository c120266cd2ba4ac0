import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { deleteEntry } from './catalogue-writes';
import { countriesQueryKey } from './get-countries';

export const COUNTRY_DELETED = 'Country deleted successfully';
export const COUNTRY_DELETE_FAILED = 'Failed to delete country';

/** DELETE /api/v1/countries/delete-country/{id} */
export const deleteCountry = deleteEntry('/api/v1/countries/delete-country');

export const useDeleteCountry = (config: MutationConfig<typeof deleteCountry> = {}) => useRefetchingMutation(deleteCountry, countriesQueryKey, config);
