import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { countryTiers } from '@domain/catalogue/countries';
import { apiRequest } from '../../../lib/api-client';

export const countrySchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  code: z.string().nullish().transform((code) => code ?? ''),
  // Spec §3: tier S, A or B; B when not given.
  tier: z.enum(countryTiers).catch('B'),
});
export type Country = z.infer<typeof countrySchema>;

const byName = (left: Country, right: Country) => left.name.localeCompare(right.name, 'en');

/** GET /api/v1/countries/all-countries: the countries a delegate may represent, by name. */
export const getCountries = async (signal?: AbortSignal): Promise<Country[]> =>
  ((await apiRequest('/api/v1/countries/all-countries', { schema: z.array(countrySchema), signal })) ?? []).sort(byName);

export const useCountries = () =>
  useQuery(queryOptions({ queryKey: ['event-workspace', 'countries'], queryFn: ({ signal }) => getCountries(signal), staleTime: 5 * 60_000 }));
