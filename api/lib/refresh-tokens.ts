import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Refresh tokens are opaque `<id>.<secret>`; Redis keeps only a digest of the secret, with the
 * token's lifetime as TTL, and a set per user so that deleting an account or changing the
 * password ends every session at once. Each use rotates the token: the old one stops working.
 */
export const createRefreshTokens = (redis: Redis, prefix: string, ttlDays: number) => {
  const ttlSeconds = Math.round(ttlDays * 86_400);
  const tokenKey = (id: string) => `${prefix}refresh-token:${id}`;
  const userKey = (userId: string) => `${prefix}refresh-tokens-of:${userId}`;
  const digest = (secret: string) => createHash('sha256').update(secret).digest();

  const issue = async (userId: string) => {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await redis
      .multi()
      .set(tokenKey(id), JSON.stringify({ userId, digest: digest(secret).toString('base64url') }), 'EX', ttlSeconds)
      .sadd(userKey(userId), id)
      .expire(userKey(userId), ttlSeconds)
      .exec();
    return `${id}.${secret}`;
  };

  /** The user the token belongs to, consuming it; null when unknown, used or expired. */
  const consume = async (token: string): Promise<string | null> => {
    const [id, secret] = token.split('.');
    if (!id || !secret) return null;
    const stored = await redis.getdel(tokenKey(id));
    if (!stored) return null;
    const { userId, digest: expected } = JSON.parse(stored) as { userId: string; digest: string };
    await redis.srem(userKey(userId), id);
    const given = digest(secret);
    const wanted = Buffer.from(expected, 'base64url');
    return given.length === wanted.length && timingSafeEqual(given, wanted) ? userId : null;
  };

  const revokeAll = async (userId: string) => {
    const ids = await redis.smembers(userKey(userId));
    if (ids.length > 0) await redis.del(...ids.map(tokenKey));
    await redis.del(userKey(userId));
  };

  return { issue, consume, revokeAll };
};

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
