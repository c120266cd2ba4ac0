import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '@domain/shared/errors';
import { batchedPerTurn } from '../../commands/shared/batched-per-turn';
import { findAccountsByIds, type AccountRow } from '../../projections/users/accounts-projection';
import type { AppDependencies } from '../dependencies';
import { createRefreshTokens, type RefreshTokens } from '../lib/refresh-tokens';
import { sessionsEndedChannel } from '../lib/sessions-ended';

export interface TokenClaims {
  sub: string;
  /** Token id, so a log-out can revoke exactly this token. */
  jti: string;
  role: AccountRow['role'];
  globalRole: AccountRow['global_role'];
  /** The person's session generation when issued: a password change moves it on, ending older tokens. */
  gen?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims & { exp: number };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    account: AccountRow | null;
  }
  interface FastifyInstance {
    /** onRequest hook (before the body is read or validated): any signed-in, active account. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The account of a verified token if its session still holds (not revoked, not ended, account usable); throws 401 otherwise. */
    verifySession: (claims: TokenClaims) => Promise<AccountRow>;
    /** onRequest hook (before the body is read or validated): a signed-in super user. */
    requireSuperUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: an approved organiser (an organiser id in the account) or a super user; handlers narrow it to their own events. */
    requireOrganiser: (request: FastifyRequest) => Promise<void>;
    /** Revokes the request's token until it would have expired anyway (open sockets of it close). */
    revokeToken: (request: FastifyRequest) => Promise<void>;
    /** Every access token of this person issued before now stops working (refresh tokens are revoked separately). */
    endSessionsBefore: (userId: string) => Promise<void>;
    /** A fresh access token and refresh token for an account (log-in, verification); a refresh continues its token's chain. */
    issueSession: (account: AccountRow, refreshChain?: string) => Promise<{ token: string; refreshToken: string }>;
    refreshTokens: RefreshTokens;
  }
}

/** Who may call a route: anyone, anyone signed in (the handler may narrow it further), or super users. */
export type RouteAccess = 'public' | 'signed-in' | 'organiser' | 'superuser';

export const TOKEN_EXPIRED_MESSAGE = 'JWT token is expired. Please login again.';

const unauthenticated = (code: string, message: string) => new DomainError('unauthenticated', code, message);

/**
 * Bearer tokens are verified, then the account is re-read from its read model on every
 * request, so a blocked account or a removed super-user role takes effect at once rather
 * than when the token runs out.
 */
export const authPlugin = fp(async (app: FastifyInstance, deps: Pick<AppDependencies, 'config' | 'db' | 'redis'>) => {
  // Revoked token ids live in Redis, shared by every API instance, until the token's expiry.
  const revokedKey = (jti: string) => `${deps.config.REDIS_PREFIX}revoked-token:${jti}`;
  // Kept without expiry: if it vanished, tokens of the newer generation would stop matching.
  const generationKey = (userId: string) => `${deps.config.REDIS_PREFIX}token-generation:${userId}`;
  const generationOf = async (userId: string) => Number((await deps.redis.get(generationKey(userId))) ?? 0);
  // The accounts of the requests arriving together, read in one statement.
  const accountOf = batchedPerTurn<string, AccountRow | null>(
    async (ids) => new Map((await findAccountsByIds(deps.db, ids)).map((account) => [account.id, account])),
    null,
  );

  await app.register(fastifyJwt, {
    secret: deps.config.JWT_SECRET,
    sign: { expiresIn: deps.config.ACCESS_TOKEN_TTL },
  });
  app.decorateRequest('account', null);

  const authenticate = async (request: FastifyRequest) => {
    if (!request.headers.authorization) {
      throw unauthenticated('TOKEN_MISSING', 'Authentication required. Please login again.');
    }
    try {
      await request.jwtVerify();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw unauthenticated('TOKEN_EXPIRED', TOKEN_EXPIRED_MESSAGE);
      throw unauthenticated('TOKEN_INVALID', 'Invalid authentication token. Please login again.');
    }
    request.account = await verifySession(request.user);
  };

  const verifySession = async (claims: TokenClaims): Promise<AccountRow> => {
    const [revoked, generation] = await deps.redis.mget(revokedKey(claims.jti), generationKey(claims.sub));
    if (revoked !== null) throw unauthenticated('TOKEN_REVOKED', 'You have logged out. Please login again.');
    if ((claims.gen ?? 0) !== Number(generation ?? 0))
      throw unauthenticated('TOKEN_REVOKED', 'Your password was changed. Please login again.');
    const account = await accountOf(claims.sub);
    if (!account || account.status === 'deleted' || account.status === 'blocked') {
      throw unauthenticated('ACCOUNT_UNAVAILABLE', 'This account is not available. Please login again.');
    }
    return account;
  };

  // Tells every API instance, so that sockets opened with an ended session close at once.
  const announceSessionsEnded = (userId: string) => deps.redis.publish(sessionsEndedChannel(deps.config.REDIS_PREFIX), userId);

  app.decorate('authenticate', authenticate);
  app.decorate('verifySession', verifySession);
  app.decorate('revokeToken', async (request: FastifyRequest) => {
    const secondsLeft = Math.max(1, request.user.exp - Math.floor(Date.now() / 1000));
    await deps.redis.set(revokedKey(request.user.jti), '1', 'EX', secondsLeft);
    await announceSessionsEnded(request.user.sub);
  });
  const refreshTokens = createRefreshTokens(deps.redis, deps.config.REDIS_PREFIX, {
    ttlDays: deps.config.REFRESH_TOKEN_TTL_DAYS,
    reuseGraceSeconds: deps.config.REFRESH_REUSE_GRACE_SECONDS,
  });
  app.decorate('refreshTokens', refreshTokens);
  app.decorate('endSessionsBefore', async (userId: string) => {
    await deps.redis.incr(generationKey(userId));
    await announceSessionsEnded(userId);
  });
  app.decorate('issueSession', async (account: AccountRow, refreshChain?: string) => {
    const gen = await generationOf(account.id);
    return {
      token: app.jwt.sign({ sub: account.id, jti: randomUUID(), role: account.role, globalRole: account.global_role, gen }),
      refreshToken: await refreshTokens.issue(account.id, refreshChain),
    };
  });
  const requireSuperUser = async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.account?.global_role !== 'superuser') {
      throw new DomainError('forbidden', 'SUPERUSER_REQUIRED', 'Only super users can do this');
    }
  };
  app.decorate('requireSuperUser', requireSuperUser);
  const requireOrganiser = async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.account?.global_role !== 'superuser' && !request.account?.organiser_id) {
      throw new DomainError('forbidden', 'ORGANISER_REQUIRED', 'Only approved organisers can do this');
    }
  };
  app.decorate('requireOrganiser', requireOrganiser);

  // Every route states in its OpenAPI operation who may call it (`x-access`), read from the
  // hook that guards it, so the permission walk (api/routes/access-walk.test.ts) covers each
  // new route without anyone listing it.
  app.addHook('onRoute', (route) => {
    const guards = [route.onRequest ?? []].flat();
    const access: RouteAccess = guards.includes(requireSuperUser)
      ? 'superuser'
      : guards.includes(requireOrganiser)
        ? 'organiser'
        : guards.includes(authenticate)
          ? 'signed-in'
          : 'public';
    route.schema = Object.assign(route.schema ?? {}, { 'x-access': access });
  });
});
