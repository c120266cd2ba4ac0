import { z } from 'zod';
import { areaStatuses } from '@domain/schools/locality-directory';
import { schoolStatuses } from '@domain/schools/school-directory';

/** Shapes the schools, localities and areas routes answer with and read. */

export const areaSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), locality_id: z.string(), status: z.enum(areaStatuses) });

export const localitySchema = z.object({ id: z.string(), code: z.string(), name: z.string(), custom: z.boolean(), areas: z.array(areaSchema) });

export const schoolSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  locality_id: z.string(),
  area_id: z.string().nullable(),
  locality: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  area: z.object({ id: z.string(), code: z.string(), name: z.string(), status: z.enum(areaStatuses) }).nullable(),
  status: z.enum(schoolStatuses),
});

export const localityRowSchema = z.object({
  id: z.string().describe("'<localityId>:<areaId>', or '<localityId>' for the row without an area"),
  locality_id: z.string(),
  locality_code: z.string(),
  locality_name: z.string(),
  area_id: z.string().nullable(),
  area_code: z.string().nullable(),
  area_name: z.string().nullable(),
  status: z.string(),
  linkedSchoolsCount: z.number(),
  linkedStudentsCount: z.number(),
});

export const idParams = z.object({ id: z.string().trim().min(1, 'Invalid id').max(100, 'Invalid id') });

/** An id in a body: clients send "3" or 3 alike; anything missing or blank gets `message`. */
export const bodyId = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, message).max(100, message));

/** A status matched without regard to case ('flagged' is Flagged). */
export const statusField = <const Values extends readonly [string, ...string[]]>(values: Values) => {
  const message = `Status must be one of ${values.join(', ')}`;
  return z.string({ error: message }).transform((value, context) => {
    const match = values.find((status) => status.toLowerCase() === value.trim().toLowerCase());
    if (match === undefined) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return match as Values[number];
  });
};
