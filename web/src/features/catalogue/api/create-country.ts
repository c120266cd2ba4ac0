import type { z } from 'zod';
import { countryEntry } from '@domain/catalogue/countries';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged } from './catalogue-writes';
import { countryEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import { countriesQueryKey } from './get-countries';

export const COUNTRY_CREATED = 'Country created successfully';
export const COUNTRY_CREATE_FAILED = 'Failed to create country';

/** The server's own rule: a name, the two-letter ISO code (upper-cased) and tier S, A or B (B when not given). */
export const countryInputSchema = countryEntry;

export type CountryInput = z.output<typeof countryInputSchema>;

/** POST /api/v1/countries/add-country */
export const createCountry = async (values: CountryInput) => acknowledged(await call(countryEndpoints.add, { body: values }));

export const useCreateCountry = (config: MutationConfig<typeof createCountry> = {}) => useRefetchingMutation(createCountry, countriesQueryKey, config);
