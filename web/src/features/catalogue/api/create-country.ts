import type { z } from 'zod';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged } from './catalogue-writes';
import { countryEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import { countriesQueryKey } from './get-countries';

export const COUNTRY_CREATED = 'Country created successfully';
export const COUNTRY_CREATE_FAILED = 'Failed to create country';

/** The server's own rule for an entry (spec §5: each text non-empty after trimming). */
export const countryInputSchema = countryEndpoints.add.body;

export type CountryInput = z.output<typeof countryInputSchema>;

/** POST /api/v1/countries/add-country */
export const createCountry = async (values: CountryInput) => acknowledged(await call(countryEndpoints.add, { body: values }));

export const useCreateCountry = (config: MutationConfig<typeof createCountry> = {}) =>
  useRefetchingMutation(createCountry, countriesQueryKey, config);
