import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { DomainError } from '@domain/shared/errors';

/**
 * argon2id's cost. `standard` (64 MiB, 3 passes: the library's default) makes offline guessing of
 * leaked hashes expensive, and is what every deployment uses. `light` is for test systems only,
 * which create hundreds of accounts on two cores: the same algorithm at a cost that does not
 * decide how long the suite takes. A hash records its own cost, so either verifies the other's.
 */
export const passwordCosts = ['standard', 'light'] as const;
export type PasswordCost = (typeof passwordCosts)[number];
const costOptions: Record<PasswordCost, { memoryCost: number; timeCost: number; parallelism: number }> = {
  standard: { memoryCost: 65_536, timeCost: 3, parallelism: 4 },
  light: { memoryCost: 1_024, timeCost: 1, parallelism: 1 },
};

const hashNow = (password: string, cost: PasswordCost = 'standard'): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id, ...costOptions[cost] });

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

/** A stand-in of each cost, made once: an unknown email costs what a known one of that cost does. */
const standIns = new Map<PasswordCost, Promise<string>>();
const standInHash = (cost: PasswordCost) => {
  const made = standIns.get(cost) ?? hashNow(randomBytes(16).toString('base64url'), cost);
  standIns.set(cost, made);
  return made;
};

const verifyOrStandIn = async (hash: string | null, password: string, cost: PasswordCost) => {
  const matches = await verifyNow(hash ?? (await standInHash(cost)), password);
  return hash !== null && matches;
};

/** A hasher with no cap, for tools that hash one password at a time (seeding, the command line). */
export const unboundedHasherOf = (cost: PasswordCost): PasswordHasher => ({
  hash: (password) => hashNow(password, cost),
  verify: (hash, password) => verifyOrStandIn(hash, password, cost),
});

export const unboundedPasswordHasher = unboundedHasherOf('standard');

const passwordWorkBusy = () =>
  new DomainError('unavailable', 'SERVER_BUSY', 'Too many people are signing in right now. Please try again in a moment.');

/**
 * The hasher a server uses: each hash or verification takes hundreds of milliseconds of a core
 * and tens of megabytes, and Node's thread pool would queue any number of them, so a flood of
 * log-ins would make everyone wait longer and longer. At most `concurrency` run at once and
 * `queueLimit` wait; beyond that the request is refused at once and can be retried.
 */
export const createPasswordHasher = ({
  concurrency,
  queueLimit,
  cost = 'standard',
}: {
  concurrency: number;
  queueLimit: number;
  cost?: PasswordCost;
}) => {
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
    hash: (password: string) => run(() => hashNow(password, cost)),
    verify: (hash: string | null, password: string) =>
      run(() => {
        verifications += 1;
        return verifyOrStandIn(hash, password, cost);
      }),
    stats: () => ({ running, waiting: waiting.length, verifications }),
  } satisfies PasswordHasher & { stats: unknown };
};

export type BoundedPasswordHasher = ReturnType<typeof createPasswordHasher>;
