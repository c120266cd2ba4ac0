import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { createVault, openWithKey, readSubjectKeys } from '../../commands/event-store/personal-data-vault';

type Opened<Shape extends z.ZodRawShape> = { [Key in keyof Shape]: z.infer<Shape[Key]> | null };

// Building a schema costs far more than parsing with it (about half a millisecond): one per shape.
const schemas = new WeakMap<z.ZodRawShape, z.ZodType>();
const schemaOf = (shape: z.ZodRawShape) => {
  const known = schemas.get(shape);
  if (known) return known;
  const schema = z.object(shape).partial();
  schemas.set(shape, schema);
  return schema;
};

/** The fields of `shape` in what was opened; each one missing (or everything, when it does not fit) reads as null. */
const fieldsOf = <Shape extends z.ZodRawShape>(opened: Record<string, unknown> | null, shape: Shape): Opened<Shape> => {
  const empty = Object.fromEntries(Object.keys(shape).map((key) => [key, null])) as { [Key in keyof Shape]: null };
  const parsed = schemaOf(shape).safeParse(opened ?? {});
  return parsed.success ? { ...empty, ...(parsed.data as object) } : empty;
};

/**
 * Opens the sealed personal fields of a user event. Once the person is forgotten the key is
 * gone and this gives nulls: a rebuild after a deletion never brings the data back.
 */
export const openSealed = async <Shape extends z.ZodRawShape>(
  db: CommonQueryMethods,
  userId: string,
  sealed: string | null,
  shape: Shape,
): Promise<Opened<Shape>> => fieldsOf(sealed ? await createVault(db).open(userId, sealed) : null, shape);

/** Opens sealed fields as `openSealed` does, with keys read beforehand (a batch reads them all at once). */
export type SealedOpener = <Shape extends z.ZodRawShape>(userId: string, sealed: string | null, shape: Shape) => Opened<Shape>;

/** The keys of these people, read in one query, and an opener that uses them: a batch opens every sealed field without a round trip. */
export const sealedOpener = async (db: CommonQueryMethods, userIds: Iterable<string>): Promise<SealedOpener> => {
  const keys = await readSubjectKeys(db, [...new Set(userIds)]);
  return (userId, sealed, shape) => fieldsOf(sealed ? openWithKey(keys.get(userId), userId, sealed) : null, shape);
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
