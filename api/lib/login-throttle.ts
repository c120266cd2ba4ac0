import type { Redis } from 'ioredis';
import { emailDigest } from '../../commands/users/digests';
import { DomainError } from '@domain/shared/errors';

/** Wrong passwords one email may take before the waits begin. */
const LOGIN_FREE_ATTEMPTS = 5;
/** The waits double up to this, so the owner is never locked out for long. */
const LONGEST_WAIT_SECONDS = 15 * 60;
/** A day without attempts forgets the failures. */
const MEMORY_SECONDS = 24 * 3600;

// Redis's own clock, so that every API instance reads the same wait.
const NOW = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)`;

const WAIT_AFTER = `
local function waitAfter(failures)
  return math.floor(math.min(tonumber(ARGV[2]) * 2 ^ (failures - tonumber(ARGV[1])), tonumber(ARGV[3])))
end`;

/**
 * Every attempt counts as a failure until its password proves right, and one past the free
 * ones holds the email while it is checked, so attempts sent in parallel are counted before
 * any of them is checked. Answers 0 when the attempt may go on, else the milliseconds left.
 */
const BEGIN_ATTEMPT = `${NOW}${WAIT_AFTER}
local blockedUntil = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if blockedUntil > now then return blockedUntil - now end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
if failures >= tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'until', now + waitAfter(failures)) end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 0`;

/** The wait runs from the wrong answer, not from the attempt: checking a password takes a while. */
const ATTEMPT_FAILED = `${NOW}${WAIT_AFTER}
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
if failures >= tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'until', now + waitAfter(failures))
  redis.call('PEXPIRE', KEYS[1], ARGV[4])
end
return 0`;

const waitText = (seconds: number) => {
  if (seconds < 120) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
};

export const tooManyFailedAttempts = (seconds: number) =>
  new DomainError('too_soon', 'LOGIN_BACKOFF', `Too many failed attempts. Try again in ${waitText(seconds)}.`);

/**
 * Wrong passwords per account, whatever address they come from (per-address limits do not stop
 * a guesser with many addresses): after a few, each further attempt waits twice as long as the
 * last, at most 15 minutes. Unknown emails are counted the same way, so the waits tell nobody
 * which emails have accounts. A right password clears the count.
 */
export const createLoginThrottle = (redis: Redis, prefix: string, firstWaitSeconds: number) => {
  const key = (email: string) => `${prefix}login-failures:${emailDigest(email)}`;
  const run = (script: string, email: string) =>
    redis.eval(script, 1, key(email), LOGIN_FREE_ATTEMPTS, firstWaitSeconds * 1000, LONGEST_WAIT_SECONDS * 1000, MEMORY_SECONDS * 1000);
  return {
    /** Seconds to wait before this email may try again; 0 when the attempt may go on (and is counted). */
    begin: async (email: string): Promise<number> => {
      const waitMs = Number(await run(BEGIN_ATTEMPT, email));
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    failed: async (email: string) => {
      await run(ATTEMPT_FAILED, email);
    },
    succeeded: async (email: string) => {
      await redis.del(key(email));
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
