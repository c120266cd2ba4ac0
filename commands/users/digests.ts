import { createHash } from 'node:crypto';
import { normaliseEmail } from '@domain/users/reservation';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Ids of the reservation streams; digests, because stream ids cannot be erased. */
export const emailDigest = (email: string) => sha256(normaliseEmail(email));
export const usernameDigest = (username: string) => sha256(`username:${username.trim().toLowerCase()}`);

/** A verification request id that a retried command derives again (same Idempotency-Key, same link). */
export const verificationRequestId = (commandId: string) =>
  createHash('sha256').update(`verification:${commandId}`).digest('base64url').slice(0, 22);
