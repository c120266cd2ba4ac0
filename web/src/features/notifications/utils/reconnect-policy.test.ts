import { describe, expect, it } from 'vitest';
import { socketCloseCodes } from '@domain/notifications/notification';
import {
  afterClose,
  BACKOFF_MAX_MS,
  initialConnection,
  offersRetry,
  opened,
  QUICK_ATTEMPTS,
  QUICK_DELAY_MS,
  retried,
  retriesOnWake,
  retryDelay,
  type Connection,
} from './reconnect-policy';

/** The delays of `attempts` failures in a row after the socket was open, with the spread fixed. */
const delaysOf = (attempts: number, random: () => number) => {
  let connection: Connection = opened();
  const delays: Array<number | null> = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const next = afterClose(connection, 1006, random);
    delays.push(next.retryInMs);
    connection = next.connection;
  }
  return { delays, connection };
};

describe('reconnecting', () => {
  it('tries 5 times 1 second apart, then waits 2, 4, 8, 16 and at most 30 seconds, and never stops', () => {
    const { delays, connection } = delaysOf(40, () => 0.999_999);
    expect(delays.slice(0, QUICK_ATTEMPTS)).toEqual(Array.from({ length: QUICK_ATTEMPTS }, () => QUICK_DELAY_MS));
    expect(delays.slice(QUICK_ATTEMPTS, 11)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(delays.every((delay) => delay !== null && delay <= BACKOFF_MAX_MS)).toBe(true);
    expect(connection).toEqual({ status: 'disconnected', failures: 40, gaveUp: false });
  });

  it('spreads the long waits over their upper half, the quick attempts not', () => {
    const lowest = delaysOf(12, () => 0).delays;
    expect(lowest.slice(0, QUICK_ATTEMPTS)).toEqual(Array.from({ length: QUICK_ATTEMPTS }, () => QUICK_DELAY_MS));
    expect(lowest.slice(QUICK_ATTEMPTS)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
    expect(retryDelay(1_000, () => 0.5)).toBe(22_500);
  });

  it('counts afresh once connected again', () => {
    const once = afterClose(opened(), 1006).connection;
    expect(afterClose(opened(), 1006).connection).toEqual(once);
    expect(once).toEqual({ status: 'disconnected', failures: 1, gaveUp: false });
  });

  it('renews an expired token and comes back at once', () => {
    expect(afterClose(opened(), socketCloseCodes.tokenExpired)).toMatchObject({ retryInMs: 0, renewToken: true });
  });

  it('gives up when the session ended, when the server closed it for newer sockets of the user, or for too many messages', () => {
    for (const code of [socketCloseCodes.sessionEnded, socketCloseCodes.tooManySockets, socketCloseCodes.policyViolation]) {
      const next = afterClose(opened(), code);
      expect(next, String(code)).toMatchObject({ retryInMs: null, connection: { status: 'disconnected', gaveUp: true } });
      expect(retriesOnWake(next.connection)).toBe(false);
      expect(offersRetry(next.connection)).toBe(true);
    }
    expect(retried()).toEqual(initialConnection);
  });

  it('tries at once on waking while it waits, and offers Reconnect once the quick attempts are spent', () => {
    const { connection: quick } = delaysOf(2, () => 0);
    expect(retriesOnWake(quick)).toBe(true);
    expect(offersRetry(quick)).toBe(false);
    const { connection: slow } = delaysOf(QUICK_ATTEMPTS, () => 0);
    expect(retriesOnWake(slow)).toBe(true);
    expect(offersRetry(slow)).toBe(true);
    expect(retriesOnWake(opened())).toBe(false);
    expect(retriesOnWake(initialConnection)).toBe(false);
    expect(offersRetry(opened())).toBe(false);
  });
});
