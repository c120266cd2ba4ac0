import { matchesSearch as matchesAny } from '@domain/shared/search-text';

/** Spec §5: search in every table is a case-insensitive substring match over several fields (Arabic folded too). */
export const matchesSearch = (value: unknown, query: string): boolean =>
  matchesAny([value === null || value === undefined ? null : String(value)], query);
