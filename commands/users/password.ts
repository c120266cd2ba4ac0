import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { DomainError } from '@domain/shared/errors';

// argon2id is memory-hard, so offline guessing of leaked hashes stays expensive.
const hashNow = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

const verifyNow = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether the password matches the hash. Without a hash (no such account) it checks against a
   * stand-in of the same cost and says no, so that an unknown email takes as long as a known one.
   */
  verify(hash: string | null, password: string): Promise<boolean>;
}

let standIn: Promise<string> | null = null;
const standInHash = () => (standIn ??= hashNow(randomBytes(16).toString('base64url')));

const verifyOrStandIn = async (hash: string | null, password: string) => {
  const matches = await verifyNow(hash ?? (await standInHash()), password);
  return hash !== null && matches;
};

/** For tools that hash one password at a time (seeding, the command line): no cap. */
export const unboundedPasswordHasher: PasswordHasher = { hash: hashNow, verify: verifyOrStandIn };

const passwordWorkBusy = () =>
  new DomainError('unavailable', 'SERVER_BUSY', 'Too many people are signing in right now. Please try again in a moment.');

/**
 * The hasher a server uses: each hash or verification takes hundreds of milliseconds of a core
 * and tens of megabytes, and Node's thread pool would queue any number of them, so a flood of
 * log-ins would make everyone wait longer and longer. At most `concurrency` run at once and
 * `queueLimit` wait; beyond that the request is refused at once and can be retried.
 */
export const createPasswordHasher = ({ concurrency, queueLimit }: { concurrency: number; queueLimit: number }) => {
  let running = 0;
  let verifications = 0;
  const waiting: Array<() => void> = [];

  const run = async <T>(job: () => Promise<T>): Promise<T> => {
    if (running < concurrency) running += 1;
    else if (waiting.length < queueLimit) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw passwordWorkBusy();
    try {
      return await job();
    } finally {
      // The slot passes straight to the next in line, so `running` never overshoots.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };

  return {
    hash: (password: string) => run(() => hashNow(password)),
    verify: (hash: string | null, password: string) =>
      run(() => {
        verifications += 1;
        return verifyOrStandIn(hash, password);
      }),
    stats: () => ({ running, waiting: waiting.length, verifications }),
  } satisfies PasswordHasher & { stats: unknown };
};

export type BoundedPasswordHasher = ReturnType<typeof createPasswordHasher>;
