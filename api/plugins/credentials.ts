import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPasswordHasher, type BoundedPasswordHasher } from '../../commands/users/password';
import type { AppDependencies } from '../dependencies';
import { createLoginThrottle, type LoginThrottle } from '../lib/login-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every argon2 hash and verification of this process goes through it: a flood cannot queue without end. */
    passwords: BoundedPasswordHasher;
    /** Wrong passwords per email, with growing waits. */
    loginThrottle: LoginThrottle;
  }
}

export const credentialsPlugin = fp(async (app: FastifyInstance, deps: Pick<AppDependencies, 'config' | 'redis'>) => {
  app.decorate(
    'passwords',
    createPasswordHasher({
      concurrency: deps.config.PASSWORD_WORK_CONCURRENCY,
      queueLimit: deps.config.PASSWORD_WORK_QUEUE,
      cost: deps.config.PASSWORD_HASH_COST,
    }),
  );
  app.decorate('loginThrottle', createLoginThrottle(deps.redis, deps.config.REDIS_PREFIX, deps.config.LOGIN_BACKOFF_SECONDS));
});
