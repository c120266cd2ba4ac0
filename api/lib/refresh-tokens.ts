import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

interface RefreshTokenOptions {
  ttlDays: number;
  /** A token rotated this recently and presented again is another tab of the same browser, not a thief. */
  reuseGraceSeconds: number;
}

interface StoredToken {
  userId: string;
  digest: string;
  chain?: string;
}

/**
 * Refresh tokens are opaque `<chain>.<id>.<secret>`; Redis keeps only a digest of the secret,
 * with the token's lifetime as TTL, and a set per user so that deleting an account or changing
 * the password ends every session at once. Each use rotates the token: the old one stops working
 * and the new one continues its chain (one chain per log-in). Presenting a token its chain has
 * already moved past means two holders have it: the chain is revoked, so a stolen token dies
 * as soon as either its thief or its owner uses it after the other.
 */
export const createRefreshTokens = (redis: Redis, prefix: string, { ttlDays, reuseGraceSeconds }: RefreshTokenOptions) => {
  const ttlSeconds = Math.round(ttlDays * 86_400);
  const tokenKey = (id: string) => `${prefix}refresh-token:${id}`;
  const userKey = (userId: string) => `${prefix}refresh-tokens-of:${userId}`;
  // The chain's newest token, and the one it replaced with when.
  const chainKey = (chain: string) => `${prefix}refresh-chain:${chain}`;
  const digest = (secret: string) => createHash('sha256').update(secret).digest();

  const issue = async (userId: string, chain: string = randomUUID()) => {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const stored: StoredToken = { userId, digest: digest(secret).toString('base64url'), chain };
    await redis
      .multi()
      .set(tokenKey(id), JSON.stringify(stored), 'EX', ttlSeconds)
      .sadd(userKey(userId), id)
      .expire(userKey(userId), ttlSeconds)
      .hset(chainKey(chain), { userId, current: id })
      .expire(chainKey(chain), ttlSeconds)
      .exec();
    return `${chain}.${id}.${secret}`;
  };

  // Tokens issued before chains existed are `<id>.<secret>`: they still work once and start a chain.
  const parse = (token: string) => {
    const parts = token.split('.');
    if (parts.length === 2) return { chain: null, id: parts[0], secret: parts[1] };
    if (parts.length === 3) return { chain: parts[0], id: parts[1], secret: parts[2] };
    return null;
  };

  /**
   * Takes the token out of Redis if the secret is its own: 'missing' when it is not there (used,
   * revoked, expired, or taken a moment ago by a request racing this one).
   */
  const take = async (id: string, secret: string): Promise<StoredToken | 'missing' | 'forged'> => {
    const stored = await redis.get(tokenKey(id));
    if (!stored) return 'missing';
    const record = JSON.parse(stored) as StoredToken;
    const given = digest(secret);
    const wanted = Buffer.from(record.digest, 'base64url');
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'forged';
    if (!(await redis.getdel(tokenKey(id)))) return 'missing';
    await redis.srem(userKey(record.userId), id);
    return record;
  };

  const revokeChain = async (chain: string) => {
    const { userId, current } = await redis.hgetall(chainKey(chain));
    const multi = redis.multi().del(chainKey(chain));
    if (current) multi.del(tokenKey(current));
    if (userId && current) multi.srem(userKey(userId), current);
    await multi.exec();
  };

  /** A token that no longer exists: when its chain has moved past it, the chain ends. */
  const spent = async (chain: string, id: string) => {
    const { current, previous, rotatedAt } = await redis.hgetall(chainKey(chain));
    if (!current || current === id) return;
    const racingTab = previous === id && Date.now() - Number(rotatedAt) < reuseGraceSeconds * 1000;
    if (!racingTab) await revokeChain(chain);
  };

  /** For a refresh: the user and the chain the next token continues; null when unknown, used, revoked or expired. */
  const rotate = async (token: string): Promise<{ userId: string; chain: string } | null> => {
    const parsed = parse(token);
    if (!parsed?.id || !parsed.secret) return null;
    const record = await take(parsed.id, parsed.secret);
    if (record === 'missing' && parsed.chain) await spent(parsed.chain, parsed.id);
    if (typeof record === 'string') return null;
    const chain = record.chain ?? randomUUID();
    await redis
      .multi()
      .hset(chainKey(chain), { previous: parsed.id, rotatedAt: String(Date.now()) })
      .expire(chainKey(chain), ttlSeconds)
      .exec();
    return { userId: record.userId, chain };
  };

  /** Log-out: the token and its chain end. */
  const revoke = async (token: string) => {
    const parsed = parse(token);
    if (!parsed?.id || !parsed.secret) return;
    const record = await take(parsed.id, parsed.secret);
    if (typeof record !== 'string' && record.chain) await redis.del(chainKey(record.chain));
  };

  const revokeAll = async (userId: string) => {
    const ids = await redis.smembers(userKey(userId));
    if (ids.length > 0) await redis.del(...ids.map(tokenKey));
    await redis.del(userKey(userId));
  };

  return { issue, rotate, revoke, revokeAll };
};

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
