/**
 * Malformed request bodies generated from a route's JSON schema (as the OpenAPI description
 * gives it), for the write-route fuzz test. Deterministic for a seed, so a failure reproduces.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  nullable?: boolean;
};

export type Random = () => number;

/** mulberry32: small, fast, good enough to pick cases; the same seed gives the same bodies. */
export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export interface SampleContext {
  random: Random;
  /** Real ids of this system (users, schools, localities...), so bodies reach past "not found". */
  ids: readonly string[];
  /** Field names seen anywhere in the API, for bodies a schema leaves open. */
  fieldNames: readonly string[];
}

const firstType = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/** A plausible, mostly valid value for a schema; the mutations then break it in one place. */
export const sampleOf = (schema: JsonSchema | undefined, context: SampleContext, key = '', depth = 0): unknown => {
  if (!schema || depth > 6) return plausibleString(key, context);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(context.random, schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sampleOf(pick(context.random, alternatives), context, key, depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, context, key, depth + 1)));
  switch (firstType(schema)) {
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) body[name] = sampleOf(property, context, name, depth + 1);
      // An open object (validated further in, by the handler): offer it names the API uses elsewhere.
      if (!schema.properties && schema.additionalProperties !== false) {
        for (const name of context.fieldNames) if (context.random() < 0.3) body[name] = plausibleString(name, context);
      }
      return body;
    }
    case 'array':
      return [sampleOf(schema.items, context, key, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return context.random() < 0.5;
    case 'null':
      return null;
    default:
      return plausibleString(key, context, schema);
  }
};

const plausibleString = (key: string, context: SampleContext, schema?: JsonSchema): string => {
  const name = key.toLowerCase();
  if (schema?.format === 'email' || name.includes('email')) return `fuzz-${Math.floor(context.random() * 1e6)}@gmail.com`;
  if (name.includes('password')) return 'fuzz-password-1';
  if ((name.endsWith('id') || name.endsWith('ids')) && context.ids.length > 0) return pick(context.random, context.ids);
  if (name.includes('date') || name.includes('birth') || schema?.format === 'date') return '2008-05-17';
  if (name.includes('phone')) return '501234567';
  if (schema?.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return `Fuzz ${key || 'text'} ${Math.floor(context.random() * 1000)}`;
};

/** Paths (key lists) of every leaf of a sampled body. */
export const leafPaths = (value: unknown, path: (string | number)[] = []): (string | number)[][] => {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
};

const withValueAt = (body: unknown, path: (string | number)[], replacement: unknown): unknown => {
  if (path.length === 0) return replacement;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[path[path.length - 1]!] = replacement;
  return copy;
};

/** Text Postgres cannot store or no keyboard types. */
export const UNSAFE_STRINGS = ['nul\u0000inside', 'lone \ud800 high', '\udc00 lone low', 'ends high \udbff'];

const WRONG_VALUES: unknown[] = [
  12345,
  -1,
  0,
  1e308,
  3.5,
  true,
  null,
  [],
  {},
  ['a', 'b'],
  { nested: { deeper: ['x'] } },
  '',
  '   ',
  'x'.repeat(100_000),
  '2008-02-31',
  'not-a-uuid',
  '../../etc/passwd',
  "'; DROP TABLE es.events; --",
  '<script>alert(1)</script>',
];

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

/** Whole-body cases, whatever the schema. */
export const WHOLE_BODIES: unknown[] = [
  null,
  [],
  'just text',
  42,
  false,
  {},
  // Parsed, so that __proto__ is an own key as it is in a request body.
  JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}'),
  nested(2_000),
  Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`field${index}`, index])),
  [UNSAFE_STRINGS[0]],
  { [UNSAFE_STRINGS[1]!]: 'key is the problem' },
];

/** Well-formed JSON nested `depth` levels, written as text (JSON.stringify itself recurses). */
const deepJson = (depth: number, open: string, close: string, bottom = '') => open.repeat(depth) + bottom + close.repeat(depth);

/** Raw payloads that are not JSON at all, or JSON no walk over the parsed value survives, sent as JSON. */
export const RAW_BODIES = [
  '{"unterminated": ',
  'not json',
  '\u0000',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '['.repeat(50_000),
  deepJson(10_000, '{"a":', '}', '"bottom"'),
  deepJson(10_000, '[', ']'),
  `{"name":"deep","items":${deepJson(10_000, '[{"a":', '}]', '1')}}`,
];

/** A multipart body of text fields, then a file part, with the boundary `fuzz`. */
const multipartOf = (fields: ReadonlyArray<[string, string]>, fileName: string, content: string) => ({
  contentType: 'multipart/form-data; boundary=fuzz',
  payload: [
    ...fields.map(([name, value]) => `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    `--fuzz\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--fuzz--\r\n`,
  ].join(''),
});

/**
 * Uploads with a NUL in a field, a field name or the file name, around fields a real upload
 * sends (ids of this system, so that they reach past "not found"), with a file a route could take.
 */
export const unsafeMultipartBodies = (context: SampleContext) => {
  const id = () => (context.ids.length > 0 ? pick(context.random, context.ids) : 'none');
  const csv = 'Email Address,Full Name\r\nfuzz@gmail.com,Fuzz Person';
  return [
    multipartOf(
      [
        ['eventId', id()],
        ['committeeId', id()],
      ],
      'dele\u0000gates.csv',
      csv,
    ),
    multipartOf(
      [
        ['eventId', `${id()}\u0000`],
        ['committeeId', id()],
      ],
      'delegates.csv',
      csv,
    ),
    multipartOf(
      [
        ['eventId', id()],
        ['no\u0000te', 'x'],
      ],
      'delegates.csv',
      csv,
    ),
    multipartOf([['eventId', id()]], 'notes\u0000.txt', 'plain text'),
  ];
};

/**
 * About `count` malformed bodies for one schema: an unsafe string in each string field in turn,
 * a wrong value in randomly chosen fields, and some whole-body cases.
 */
export const malformedBodies = (schema: JsonSchema | undefined, context: SampleContext, count: number): unknown[] => {
  const base = sampleOf(schema ?? { type: 'object' }, context);
  const leaves = leafPaths(base);
  const bodies: unknown[] = [];
  for (const path of leaves) for (const unsafe of UNSAFE_STRINGS.slice(0, 2)) bodies.push(withValueAt(base, path, unsafe));
  bodies.push(...WHOLE_BODIES.filter(() => context.random() < 0.5));
  while (bodies.length < count) {
    const path = pick(context.random, leaves);
    const replacement = context.random() < 0.25 ? pick(context.random, UNSAFE_STRINGS) : pick(context.random, WRONG_VALUES);
    // Now and then a key the schema never named, or a missing required field.
    if (context.random() < 0.1 && base && typeof base === 'object' && !Array.isArray(base)) {
      const copy = { ...(base as Record<string, unknown>) };
      const keys = Object.keys(copy);
      if (keys.length > 0 && context.random() < 0.5) delete copy[pick(context.random, keys)];
      else copy[`unexpected_${Math.floor(context.random() * 100)}`] = pick(context.random, WRONG_VALUES);
      bodies.push(copy);
    } else {
      bodies.push(withValueAt(base, path, replacement));
    }
  }
  return bodies;
};
