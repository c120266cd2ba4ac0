import { z } from 'zod';

/** Spec §5: the message for a missing locality, area or school field. */
export const FILL_REQUIRED_FIELDS = 'Please fill in all required fields';

/** Spec §5: the message for a merge of schools or localities that is not one valid pair. */
export const MERGE_SELECTION_INVALID = 'Please select exactly two schools and ensure primary is set.';

/** A profile naming a school that was deleted or merged away since the list was loaded. */
export const SCHOOL_NO_LONGER_LISTED = 'This school is no longer in the list. Please choose another school.';

/** Names are kept as typed, minus stray spaces, so 'Al  Barsha ' and 'Al Barsha' are one name. */
export const normaliseName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** Names compare case-insensitively: 'al barsha' is the area 'Al Barsha'. */
export const nameKey = (name: string): string => normaliseName(name).toLowerCase();

export const requiredName = z
  .string({ error: FILL_REQUIRED_FIELDS })
  .transform(normaliseName)
  .pipe(z.string().min(1, FILL_REQUIRED_FIELDS).max(200, 'Must be at most 200 characters'));

export const requiredId = z.string({ error: FILL_REQUIRED_FIELDS }).trim().min(1, FILL_REQUIRED_FIELDS);

/**
 * Codes become parts of school codes joined by underscores, so they hold letters and digits
 * only; a blank code means "use the default".
 */
export const optionalCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(12, 'Code must be at most 12 characters')
  .regex(/^[A-Z0-9]*$/, 'Code must hold letters and digits only')
  .optional()
  .transform((code) => (code ? code : undefined));

/** The first `count` letters (or digits) of a name, upper-cased: the spec's default codes. */
export const leadingLetters = (name: string, count: number): string => {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '');
  const letters = plain.replace(/[^\p{L}\p{N}]/gu, '');
  return (letters || plain.trim()).slice(0, count).toUpperCase();
};
