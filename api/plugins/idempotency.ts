import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '@domain/shared/errors';
import type { AppDependencies } from '../dependencies';
import { idempotencyKeyOf, idempotencyScopeOf, requestFingerprintOf } from '../lib/command-context';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Refuses a write whose Idempotency-Key its caller already used for another request.
     * Runs before the handler, except for multipart requests, whose content the upload
     * reader calls it with once read.
     */
    admitIdempotencyKey: () => Promise<void>;
  }
}

// As long as clients retry a write, and as long as payment APIs keep such keys.
const KEY_TTL_SECONDS = 24 * 3_600;

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';

const reused = () => new DomainError('unprocessable', 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);

// Gives the key back only if it still names this request (a concurrent retry may hold it too).
const RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

const isWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';

/**
 * The command id already differs when a key comes back with another body, so nothing it
 * derives can meet the first request's; this tells the client why instead of doing it as a
 * new write. Each key's scope (caller, operation, path) holds the fingerprint of the first
 * request for a day in Redis. A refused request (4xx) stored nothing, so it gives its key
 * back; a failed one (5xx) may have stored part of its work, so only its retry may finish it.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, deps: AppDependencies) => {
  const admitted = new WeakMap<FastifyRequest, { redisKey: string; fingerprint: string }>();

  const admit = async (request: FastifyRequest) => {
    const key = idempotencyKeyOf(request);
    if (!key || !isWrite(request) || admitted.has(request)) return;
    const redisKey = `${deps.config.REDIS_PREFIX}idempotency:${idempotencyScopeOf(request, key)}`;
    const fingerprint = requestFingerprintOf(request, key);
    const earlier = await deps.redis.set(redisKey, fingerprint, 'EX', KEY_TTL_SECONDS, 'NX', 'GET');
    if (earlier !== null && earlier !== fingerprint) throw reused();
    admitted.set(request, { redisKey, fingerprint });
  };

  app.decorateRequest('admitIdempotencyKey', function (this: FastifyRequest) {
    return admit(this);
  });
  app.addHook('preHandler', async (request) => {
    if (!request.isMultipart()) await admit(request);
  });
  app.addHook('onResponse', async (request, reply) => {
    const claim = admitted.get(request);
    if (!claim || reply.statusCode < 400 || reply.statusCode >= 500) return;
    await deps.redis.eval(RELEASE, 1, claim.redisKey, claim.fingerprint);
  });
});
