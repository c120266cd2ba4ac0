import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { countryTiers } from '@domain/catalogue/countries';
import { apiRequest } from '../../../lib/api-client';

export type CountryTier = (typeof countryTiers)[number];

export const countrySchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  code: z.string(),
  tier: z.enum(countryTiers),
});

export type Country = z.infer<typeof countrySchema>;

export const countriesQueryKey = ['countries'] as const;

/** GET /api/v1/countries/all-countries (every tier; the screen filters them). */
export const getCountries = async (signal?: AbortSignal): Promise<Country[]> =>
  (await apiRequest('/api/v1/countries/all-countries', { schema: z.array(countrySchema), signal })) ?? [];

export const getCountriesQueryOptions = () =>
  queryOptions({
    queryKey: countriesQueryKey,
    queryFn: ({ signal }) => getCountries(signal),
  });

export const useCountries = () => useQuery(getCountriesQueryOptions());
