import { z } from 'zod';

/** Spec §5: catalogue entries need every field non-empty after trimming. */
export const FILL_ALL_FIELDS = 'Please fill in all fields';

export const requiredText = z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(200, 'Must be at most 200 characters');

/** Abbreviations compare case-insensitively so 'disec' and 'DISEC' cannot both exist. */
export const abbrKey = (abbr: string): string => abbr.trim().toUpperCase();
