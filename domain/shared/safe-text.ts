/**
 * Text that Postgres cannot store or that no person typed: NUL (text columns and jsonb refuse
 * it) and UTF-16 surrogates without their pair (they become '�' once encoded as UTF-8).
 */
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'Text contains characters that are not allowed';

export const isSafeText = (text: string) => !UNSAFE_TEXT.test(text);

/** The dotted path of the first unsafe string (or object key) inside a parsed value, or null. */
export const findUnsafeText = (value: unknown, path = ''): string | null => {
  if (typeof value === 'string') return isSafeText(value) ? null : path || '_';
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnsafeText(value[index], path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const entryPath = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return entryPath;
      const found = findUnsafeText(entry, entryPath);
      if (found) return found;
    }
  }
  return null;
};
