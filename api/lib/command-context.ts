import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../../commands/handler/command-handler';

const MAX_KEY_LENGTH = 200;

/** The Idempotency-Key a client sent with a write, if it is one we keep. */
export const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 && key.length <= MAX_KEY_LENGTH ? key : null;
};

/** Objects with their keys sorted, so that two spellings of one body read the same. */
const canonical = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object') return value;
  const json = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof json === 'function') return canonical(json.call(value));
  if (Array.isArray(value)) return value.map(canonical);
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((name) => [name, canonical(record[name])]),
  );
};

const canonicalJson = (value: unknown) => JSON.stringify(canonical(value) ?? null);

/** What an upload carried besides request.body: the multipart reader records it here. */
const uploads = new WeakMap<FastifyRequest, string>();

export const recordUploadedContent = (
  request: FastifyRequest,
  upload: { bytes: Buffer; filename: string; fields: Record<string, string> },
) => {
  const digest = createHash('sha256').update(upload.bytes).digest('hex');
  uploads.set(request, canonicalJson({ file: digest, filename: upload.filename, fields: upload.fields }));
};

/** What of a request its command id is made of. */
export interface RequestParts {
  accountId: string | null;
  method: string;
  /** The route's path pattern, e.g. '/api/v1/events/update-event/:id'. */
  route: string;
  params: unknown;
  body: unknown;
  query: unknown;
  /** An upload's content, as recordUploadedContent recorded it. */
  upload?: string | null;
}

const partsOf = (request: FastifyRequest): RequestParts => ({
  accountId: request.account?.id ?? null,
  method: request.method,
  route: request.routeOptions.url ?? request.url,
  params: request.params ?? null,
  body: request.body ?? null,
  query: request.query ?? null,
  upload: uploads.get(request) ?? null,
});

/**
 * Who uses the key, and on what: the caller, the operation and its path parameters. A key
 * means one request only within its scope; other callers' keys are theirs.
 */
const scopeOf = (parts: RequestParts, key: string): string =>
  createHash('sha256')
    .update(canonicalJson([parts.accountId ?? 'anonymous', parts.method, parts.route, parts.params ?? null, key]))
    .digest('hex');

export const idempotencyScopeOf = (request: FastifyRequest, key: string): string => scopeOf(partsOf(request), key);

/**
 * What was asked: body, query and uploaded content. Keyed by the client's key (never
 * stored), so the digest tells nothing about a body (a password, an email) to whoever reads
 * it without the key.
 */
const fingerprintOf = (parts: RequestParts, key: string): string =>
  createHmac('sha256', key)
    .update(canonicalJson({ body: parts.body ?? null, query: parts.query ?? null, upload: parts.upload ?? null }))
    .digest('hex');

export const requestFingerprintOf = (request: FastifyRequest, key: string): string => fingerprintOf(partsOf(request), key);

/** The command id of a request sent with Idempotency-Key `key` (benchmarks predict their events' ids with it). */
export const commandIdFor = (parts: RequestParts, key: string): string =>
  createHash('sha256')
    .update(`${scopeOf(parts, key)}\u0000${fingerprintOf(parts, key)}`)
    .digest('hex');

/**
 * A client that retries a write sends the same Idempotency-Key with the same request: the
 * command id, made of the key's scope and the request, is then the same, so the retry finds
 * its events already stored and changes nothing. Another caller's request with the same key,
 * or the same key with another body, is another command, so ids derived from the command id
 * (events, registrations, agendas) never meet; the idempotency plugin answers the latter 422.
 */
export const commandContextOf = (request: FastifyRequest): CommandContext => {
  const key = idempotencyKeyOf(request);
  const commandId = key ? commandIdFor(partsOf(request), key) : randomUUID();
  return { commandId, userId: request.account?.id ?? null };
};
