import { z } from 'zod';

/**
 * An id as a client sends back what a list handed it: the catalogue lists (committees,
 * countries, leadership roles) give numbers, the others strings. Both are taken, as the
 * trimmed string every command uses.
 */
export const listedId = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, message).max(100, message));

/** The same where none may be chosen: missing, null or blank is null. */
export const optionalListedId = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value) => (value === null || value === undefined ? null : String(value).trim() || null))
    .pipe(z.string().max(100, message).nullable());
