import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { WrongExpectedVersionError } from '../../commands/event-store/port';
import { isDomainError, type ErrorKind } from '@domain/shared/errors';

const statusOf: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition: 412,
  unprocessable: 422,
  too_soon: 429,
  unavailable: 503,
};

const send = (reply: import('fastify').FastifyReply, status: number, code: string, message: string, fieldErrors?: Record<string, string>) =>
  reply.status(status).send({ success: false, message, code, data: fieldErrors ? { fieldErrors } : null });

/** The one place that turns errors into HTTP answers; 5xx never carry internals. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] ??= issue.message ?? 'Invalid value';
      }
      return send(reply, 400, 'VALIDATION_FAILED', error.validation[0]?.message ?? 'Invalid request', fieldErrors);
    }
    if (isDomainError(error)) {
      // Only a short overload: a client that retries at once would make it longer.
      if (error.kind === 'unavailable') reply.header('Retry-After', '1');
      return send(reply, statusOf[error.kind], error.code, error.message, error.fieldErrors);
    }
    if (error instanceof WrongExpectedVersionError) {
      return send(
        reply,
        409,
        'CONCURRENT_MODIFICATION',
        'This record was changed by someone else at the same time. Please reload and try again.',
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
    }
    return send(reply, status, status === 429 ? 'RATE_LIMITED' : (error.code ?? 'REQUEST_FAILED'), error.message);
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, 'ROUTE_NOT_FOUND', `No route ${request.method} ${request.url}`));
};
