import { socketCloseCodes } from '@domain/notifications/notification';

/** Spec §4 and §9: 5 reconnection attempts, 1 second apart. */
export const QUICK_ATTEMPTS = 5;
export const QUICK_DELAY_MS = 1_000;
/**
 * After the quick attempts the server is taken to be down for longer (a deploy, a restart):
 * the wait doubles from 2 s up to 30 s and the socket keeps trying for as long as the page is
 * open, so no tab stays deaf until it is reloaded.
 */
export const BACKOFF_FIRST_MS = 2_000;
export const BACKOFF_MAX_MS = 30_000;

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface Connection {
  status: ConnectionStatus;
  /** Failed attempts since the socket was last open. */
  failures: number;
  /** Stopped trying: the session ended or the server turned this socket away. Only a manual retry starts again. */
  gaveUp: boolean;
}

export const initialConnection: Connection = { status: 'connecting', failures: 0, gaveUp: false };

export const opened = (): Connection => ({ status: 'connected', failures: 0, gaveUp: false });

export const gaveUp = (connection: Connection): Connection => ({ status: 'disconnected', failures: connection.failures, gaveUp: true });

/**
 * How long to wait before the attempt after `failures` failed ones: 1 s for the first five,
 * then 2, 4, 8, 16, 30, 30, ... s. The long waits are spread over their upper half (`random`
 * in [0, 1)) so that the tabs of everyone cut off by one restart do not all come back at once.
 */
export const retryDelay = (failures: number, random: () => number = Math.random): number => {
  if (failures <= QUICK_ATTEMPTS) return QUICK_DELAY_MS;
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (failures - QUICK_ATTEMPTS - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
};

/** Codes after which the server would turn the socket away again: another session took its place, or the session is over. */
const finalCodes: readonly number[] = [socketCloseCodes.sessionEnded, socketCloseCodes.tooManySockets, socketCloseCodes.policyViolation];

/** What to do once the socket closed (or failed to open): when to try again, and whether to renew the token first. */
export const afterClose = (
  connection: Connection,
  code: number,
  random: () => number = Math.random,
): { connection: Connection; retryInMs: number | null; renewToken: boolean } => {
  if (finalCodes.includes(code)) return { connection: gaveUp(connection), retryInMs: null, renewToken: false };
  // The server closes a socket whose token ran out: renew it and come back at once, once.
  if (code === socketCloseCodes.tokenExpired && connection.status === 'connected') {
    return { connection: { status: 'disconnected', failures: 0, gaveUp: false }, retryInMs: 0, renewToken: true };
  }
  const failures = connection.failures + 1;
  return { connection: { status: 'disconnected', failures, gaveUp: false }, retryInMs: retryDelay(failures, random), renewToken: false };
};

/** Whether the dropdown offers Reconnect: when the socket gave up, or waits longer than the quick attempts' second. */
export const offersRetry = (connection: Connection): boolean =>
  connection.gaveUp || (connection.status === 'disconnected' && connection.failures >= QUICK_ATTEMPTS);

/** Whether coming back online or to the page should try at once instead of waiting out the delay. */
export const retriesOnWake = (connection: Connection): boolean => connection.status === 'disconnected' && !connection.gaveUp;

/** The manual retry: a fresh round that starts with the quick attempts. */
export const retried = (): Connection => initialConnection;
