import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyPassword } from '../../../commands/users/password';
import { DomainError } from '../../../domain/shared/errors';
import { findAccountByEmail } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { envelope, errorResponses, ok } from '../../lib/envelope';

const loginBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

const sessionData = z.object({
  token: z.string(),
  userId: z.string(),
  userRole: z.enum(['student', 'teacher']),
  global_role: z.enum(['superuser', 'user']),
  organiserId: z.string().nullable(),
  hasProfile: z.boolean(),
  email: z.string(),
});

const invalidCredentials = () => new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid email or password');

export const logoutRoutes = async (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/users/logout',
    {
      schema: { tags: ['users'], summary: 'Log out: the token stops working at once', response: { 200: envelope(z.null()), ...errorResponses } },
      preHandler: app.authenticate,
    },
    async (request) => {
      await app.revokeToken(request);
      return ok('Logged out successfully', null);
    },
  );
};

export const loginRoutes = async (app: FastifyInstance, deps: Pick<AppDependencies, 'db'>) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/users/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Log in with email and password',
        body: loginBody,
        response: { 200: envelope(sessionData), ...errorResponses },
      },
      // Guessing passwords must stay slow: a few attempts per minute per address.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const account = await findAccountByEmail(deps.db, request.body.email);
      if (!account || !(await verifyPassword(account.password_hash, request.body.password))) throw invalidCredentials();
      if (account.status === 'blocked' || account.status === 'deleted') {
        throw new DomainError('forbidden', 'ACCOUNT_UNAVAILABLE', 'This account is not available');
      }
      const token = app.jwt.sign({ sub: account.id, jti: randomUUID(), role: account.role, globalRole: account.global_role });
      return ok('Login successful!', {
        token,
        userId: account.id,
        userRole: account.role,
        global_role: account.global_role,
        organiserId: account.organiser_id,
        hasProfile: account.has_profile,
        email: account.email,
      });
    },
  );
};
