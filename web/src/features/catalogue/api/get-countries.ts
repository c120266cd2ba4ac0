import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { countryEndpoints, countryRow } from '@contract/catalogue';
import { call, keyOf } from '../../../lib/call';

export type Country = z.output<typeof countryRow>;

export const countriesQueryKey = keyOf(countryEndpoints.list);

/** GET /api/v1/countries/all-countries (every tier; the screen filters them). */
export const getCountries = async (signal?: AbortSignal): Promise<Country[]> => (await call(countryEndpoints.list, {}, { signal })) ?? [];

export const getCountriesQueryOptions = () =>
  queryOptions({
    queryKey: countriesQueryKey,
    queryFn: ({ signal }) => getCountries(signal),
  });

export const useCountries = () => useQuery(getCountriesQueryOptions());
