import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged, type CatalogueId } from './catalogue-writes';
import { countryEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import { countriesQueryKey } from './get-countries';

export const COUNTRY_DELETED = 'Country deleted successfully';
export const COUNTRY_DELETE_FAILED = 'Failed to delete country';

/** DELETE /api/v1/countries/delete-country/{id} */
export const deleteCountry = async (id: CatalogueId) => acknowledged(await call(countryEndpoints.remove, { params: { id } }));

export const useDeleteCountry = (config: MutationConfig<typeof deleteCountry> = {}) =>
  useRefetchingMutation(deleteCountry, countriesQueryKey, config);
