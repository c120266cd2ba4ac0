import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '@domain/shared/errors';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@domain/shared/safe-text';

/** Throws the one 400 every route gives for text it cannot store (see domain/shared/safe-text.ts). */
export const rejectUnsafeText = (value: unknown, where = '') => {
  const path = findUnsafeText(value, where);
  if (path) throw new DomainError('validation', 'TEXT_NOT_ALLOWED', UNSAFE_TEXT_MESSAGE, { [path]: UNSAFE_TEXT_MESSAGE });
};

/**
 * One check for every route, present and future: after authentication (onRequest) and body
 * parsing, before any schema or handler sees the input, so such text never reaches a
 * command, an event or Postgres. Multipart text fields are checked where they are read.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    rejectUnsafeText(request.params);
    rejectUnsafeText(request.query);
    if (!request.isMultipart()) rejectUnsafeText(request.body);
  });
});
