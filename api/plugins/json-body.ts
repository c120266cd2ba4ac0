import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '@domain/shared/errors';

/** No request of this API nests past a handful of levels; 64 leaves room and stays far from the stack's limit. */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * Whether JSON text opens more than `limit` objects or arrays inside one another, read in one
 * pass over the characters (brackets inside strings do not count), so that a deep body is
 * refused before JSON.parse builds it and before anything walks it recursively.
 */
export const nestsDeeperThan = (text: string, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
};

/** Fastify's own JSON parser (prototype-poisoning checks included), behind the depth check. */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new DomainError('validation', 'JSON_TOO_DEEP', JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
});
