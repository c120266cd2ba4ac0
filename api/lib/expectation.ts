import type { FastifyRequest } from 'fastify';
import { DomainError } from '@domain/shared/errors';

/** `If-Match: "3"` (or 3, or W/"3"): the revision the client saw, to act only on that. */
export const ifMatchRevision = (request: FastifyRequest): number | undefined => {
  const header = request.headers['if-match'];
  if (header === undefined || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!match) throw new DomainError('validation', 'INVALID_IF_MATCH', 'If-Match must be the revision you saw, e.g. "3"');
  return Number(match[1]);
};

/**
 * What the client saw of a record, from the body's expectedStatus and the If-Match header:
 * a status change acts only on that, so a second super user working from a stale screen gets
 * a conflict instead of overwriting the first. Spread into the command input.
 */
export const expectationOf = <Status extends string>(request: FastifyRequest, expectedStatus: Status | undefined) => {
  const revision = ifMatchRevision(request);
  return expectedStatus === undefined && revision === undefined ? {} : { expected: { status: expectedStatus, revision } };
};

/** Only the revision (a deletion carries no status to compare). */
export const revisionExpectationOf = (request: FastifyRequest) => {
  const revision = ifMatchRevision(request);
  return revision === undefined ? {} : { expected: { revision } };
};
