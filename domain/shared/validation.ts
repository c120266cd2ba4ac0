import type { z } from 'zod';
import { DomainError } from './errors';

export const VALIDATION_FAILED = 'VALIDATION_FAILED';

/** Field errors keyed by dotted path; the first message also becomes the error's message. */
export const fieldErrorsOf = (error: z.ZodError): Record<string, string> => {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    fieldErrors[path] ??= issue.message;
  }
  return fieldErrors;
};

/** Parses a value at a domain boundary; a broken rule becomes a validation DomainError. */
export const parseOrReject = <Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const message = result.error.issues[0]?.message ?? 'Invalid input';
  throw new DomainError('validation', VALIDATION_FAILED, message, fieldErrors);
};
