/**
 * One error taxonomy. Codes are stable strings (they survive process boundaries); the API
 * maps each kind to an HTTP status in one place.
 */
export type ErrorKind =
  | 'validation' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'precondition' // 412 (stale expected revision)
  | 'unprocessable' // 422 (a well-formed request that cannot be honoured, e.g. a reused Idempotency-Key)
  | 'too_soon' // 429 (a business cool-down, e.g. resending a verification email)
  | 'unavailable'; // 503 (the server is busy for a moment; the answer says to retry shortly)

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError =>
  error instanceof Error && error.name === 'DomainError' && 'kind' in error && 'code' in error;
