import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { createVault } from '../../commands/event-store/personal-data-vault';

/**
 * Opens the sealed personal fields of a user event. Once the person is forgotten the key is
 * gone and this gives nulls: a rebuild after a deletion never brings the data back.
 */
export const openSealed = async <Shape extends z.ZodRawShape>(
  db: CommonQueryMethods,
  userId: string,
  sealed: string | null,
  shape: Shape,
): Promise<{ [Key in keyof Shape]: z.infer<Shape[Key]> | null }> => {
  const empty = Object.fromEntries(Object.keys(shape).map((key) => [key, null])) as { [Key in keyof Shape]: null };
  if (!sealed) return empty;
  const opened = await createVault(db).open(userId, sealed);
  const parsed = z
    .object(shape)
    .partial()
    .safeParse(opened ?? {});
  return parsed.success ? { ...empty, ...(parsed.data as object) } : empty;
};

// An invited account has no password until its owner sets one (its hash is sealed as null).
export const sealedCredentials = { email: z.string(), passwordHash: z.string().nullable() };
export const sealedPersonal = {
  fullname: z.string(),
  username: z.string(),
  birthday: z.string(),
  gender: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  phoneE164: z.string(),
};
export const sealedAvatar = { avatarUrl: z.string() };
