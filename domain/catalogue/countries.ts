import { z } from 'zod';
import { createCatalogue } from './catalogue-list';
import { requiredText } from './fields';

export const countryTiers = ['S', 'A', 'B'] as const;

export const countryEntry = z.object({
  name: requiredText,
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Code must be the two-letter ISO country code'),
  // Spec: tier S, A or B; B when not given.
  tier: z.enum(countryTiers, { error: 'Tier must be S, A or B' }).default('B'),
});
export type CountryEntry = z.infer<typeof countryEntry>;

export const countries = createCatalogue({
  name: 'Country',
  streamId: 'catalogue-countries',
  entrySchema: countryEntry,
  key: (entry) => entry.name.trim().toLowerCase(),
  notFoundMessage: 'Country not found',
  duplicateMessage: (entry) => `A country named ${entry.name} already exists`,
  // The code is stored upper-case; compared without case all the same.
  otherKeys: [
    {
      key: (entry) => entry.code.trim().toUpperCase(),
      code: 'COUNTRY_CODE_DUPLICATE',
      duplicateMessage: (entry) => `A country with code ${entry.code} already exists`,
    },
  ],
});
