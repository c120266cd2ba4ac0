import { z } from 'zod';
import { registrationSchema } from '../../../lib/registration-schema';

/** Spec §7: the answer's data, or its first item when it is a list. */
export const registrationAnswerSchema = z
  .union([registrationSchema, z.array(registrationSchema)])
  .transform((value) => (Array.isArray(value) ? (value[0] ?? null) : value));

/** Every query of this feature starts with this. */
export const registrationsQueryKey = ['registrations'] as const;
