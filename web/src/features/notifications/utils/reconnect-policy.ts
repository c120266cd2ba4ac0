import { socketCloseCodes } from '../../../../../domain/notifications/notification';

/** Spec §4 and §9: up to 5 reconnection attempts, 1 second apart. */
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_DELAY_MS = 1_000;

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface Connection {
  status: ConnectionStatus;
  /** Failed attempts since the socket was last open. */
  failures: number;
  /** Stopped trying: after the last attempt, or because the session ended. Retry starts over. */
  gaveUp: boolean;
}

export const initialConnection: Connection = { status: 'connecting', failures: 0, gaveUp: false };

export const opened = (): Connection => ({ status: 'connected', failures: 0, gaveUp: false });

/** What to do once the socket closed (or failed to open): when to try again, and whether to renew the token first. */
export const afterClose = (connection: Connection, code: number): { connection: Connection; retryInMs: number | null; renewToken: boolean } => {
  if (code === socketCloseCodes.sessionEnded) return { connection: { status: 'disconnected', failures: connection.failures, gaveUp: true }, retryInMs: null, renewToken: false };
  // The server closes a socket whose token ran out: renew it and come back at once, once.
  if (code === socketCloseCodes.tokenExpired && connection.status === 'connected') {
    return { connection: { status: 'disconnected', failures: 0, gaveUp: false }, retryInMs: 0, renewToken: true };
  }
  const failures = connection.failures + 1;
  if (failures > RECONNECT_ATTEMPTS) return { connection: { status: 'disconnected', failures, gaveUp: true }, retryInMs: null, renewToken: false };
  return { connection: { status: 'disconnected', failures, gaveUp: false }, retryInMs: RECONNECT_DELAY_MS, renewToken: false };
};

/** The manual retry after the attempts ran out: a fresh round of five. */
export const retried = (): Connection => initialConnection;
