import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { countryEndpoints, type countryRow } from '@contract/catalogue';
import { compareNames } from '../i18n/format';
import { call, keyOf } from './call';

export type Country = z.output<typeof countryRow>;

const byName = (left: Country, right: Country) => compareNames(left.name, right.name);

/** GET /api/v1/countries/all-countries: the countries a delegate may represent (the catalogue's own cache entry, so its edits show here). */
export const getCountries = async (signal?: AbortSignal): Promise<Country[]> => (await call(countryEndpoints.list, {}, { signal })) ?? [];

/** Sorted by name when read, so the cached list stays the one the catalogue screen shares. */
export const useCountries = () =>
  useQuery(
    queryOptions({
      queryKey: keyOf(countryEndpoints.list),
      queryFn: ({ signal }) => getCountries(signal),
      select: (countries) => [...countries].sort(byName),
      staleTime: 5 * 60_000,
    }),
  );
