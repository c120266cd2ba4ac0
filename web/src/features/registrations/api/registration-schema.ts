import { z } from 'zod';
import { registrationSchema } from '../../../lib/registration-schema';

/**
 * The delegate's own registration also carries the seat published to them: the committee
 * (what it is, its category) and the country (with its flag); null for each until then.
 */
export const delegateRegistrationInfoSchema = registrationSchema.extend({
  assigned_committee: z
    .object({ id: z.string(), abbr: z.string(), committee: z.string(), category: z.string().nullish() })
    .nullish()
    .transform((value) => value ?? null),
  country: z
    .object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string(), flag: z.string().nullish() })
    .nullish()
    .transform((value) => value ?? null),
});
export type DelegateRegistrationInfo = z.infer<typeof delegateRegistrationInfoSchema>;

/** Spec §7: the answer's data, or its first item when it is a list. */
export const registrationAnswerSchema = z
  .union([delegateRegistrationInfoSchema, z.array(delegateRegistrationInfoSchema)])
  .transform((value) => (Array.isArray(value) ? (value[0] ?? null) : value));

/** Every query of this feature starts with this. */
export const registrationsQueryKey = ['registrations'] as const;
