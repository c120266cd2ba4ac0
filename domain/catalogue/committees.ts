import { z } from 'zod';
import { createCatalogue } from './catalogue-list';
import { abbrKey, requiredText } from './fields';

export const committeeCategories = ['country', 'role', 'crisis', 'open'] as const;
export type CommitteeCategory = (typeof committeeCategories)[number];

export const committeeCategory = z.enum(committeeCategories, {
  error: 'Category must be one of country, role, crisis or open',
});

export const committeeEntry = z.object({
  abbr: requiredText,
  committee: requiredText,
  category: committeeCategory,
});
export type CommitteeEntry = z.infer<typeof committeeEntry>;

export const committees = createCatalogue({
  name: 'Committee',
  streamId: 'catalogue-committees',
  entrySchema: committeeEntry,
  key: (entry) => abbrKey(entry.abbr),
  notFoundMessage: 'Committee not found',
  duplicateMessage: (entry) => `A committee with ABBR ${entry.abbr} already exists`,
});
