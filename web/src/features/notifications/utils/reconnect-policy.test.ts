import { describe, expect, it } from 'vitest';
import { socketCloseCodes } from '../../../../../domain/notifications/notification';
import { afterClose, initialConnection, opened, RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS, retried, type Connection } from './reconnect-policy';

describe('reconnecting', () => {
  it('tries 5 times, 1 second apart, then waits for a manual retry', () => {
    let connection: Connection = opened();
    const delays: Array<number | null> = [];
    for (let attempt = 0; attempt <= RECONNECT_ATTEMPTS; attempt += 1) {
      const next = afterClose(connection, 1006);
      delays.push(next.retryInMs);
      connection = next.connection;
    }
    expect(delays).toEqual([...Array.from({ length: RECONNECT_ATTEMPTS }, () => RECONNECT_DELAY_MS), null]);
    expect(connection).toMatchObject({ status: 'disconnected', gaveUp: true });
    expect(retried()).toEqual(initialConnection);
  });

  it('counts afresh once connected again', () => {
    const once = afterClose(opened(), 1006).connection;
    expect(afterClose(opened(), 1006).connection).toEqual(once);
    expect(once).toEqual({ status: 'disconnected', failures: 1, gaveUp: false });
  });

  it('renews an expired token and comes back at once; gives up when the session ended', () => {
    expect(afterClose(opened(), socketCloseCodes.tokenExpired)).toMatchObject({ retryInMs: 0, renewToken: true });
    expect(afterClose(opened(), socketCloseCodes.sessionEnded)).toMatchObject({ retryInMs: null, connection: { gaveUp: true } });
  });
});
