import { notificationsEndpoints } from '@contract/notifications';
import {
  JOIN_USER_ROOM,
  NOTIFICATIONS_PROTOCOL,
  serverFrameSchema,
  TOKEN_PROTOCOL_PREFIX,
  type ServerFrame,
} from '@domain/notifications/notification';
import { env } from '../../../config/env';
import { renewExpiredToken } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { afterClose, gaveUp, initialConnection, opened, retried, retriesOnWake, type Connection } from '../utils/reconnect-policy';
import { expiresSoon } from '../utils/token-expiry';
import { getLanguageChoice } from '../../../i18n/language';

/** Spec §7: the socket lives at the backend's host. */
const socketUrl = () => {
  const origin = env.API_URL || globalThis.location.origin;
  // Browsers set no headers on a socket: the language the notifications are written in goes in its address.
  return `${origin.replace(/^http/, 'ws')}${notificationsEndpoints.socket.path}?lang=${getLanguageChoice().language}`;
};

export interface NotificationSocketOptions {
  userId: string;
  /** The cursor to join with: the last notification this browser saw. */
  cursor(): string | null;
  onConnection(connection: Connection): void;
  onFrame(frame: ServerFrame): void;
}

/**
 * The notifications socket of the signed-in user: it joins their room on opening (with the
 * cursor, so what happened while it was closed arrives), and after a close tries again: 5
 * times 1 second apart (spec §4, §9), then with waits growing to 30 s for as long as the page
 * is open, and at once when the browser comes back online or the page is shown again.
 * `retry` tries now. Connection errors are only logged (spec §7).
 */
export const openNotificationSocket = (options: NotificationSocketOptions) => {
  let connection = initialConnection;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // An attempt under way (renewing the token, or the socket opening): a wake-up does not start a second.
  let attempting = false;
  let stopped = false;

  const report = (next: Connection) => {
    connection = next;
    options.onConnection(next);
  };

  const failed = (code: number) => {
    attempting = false;
    if (stopped) return;
    const next = afterClose(connection, code);
    report(next.connection);
    if (next.retryInMs !== null) timer = setTimeout(() => attempt(next.renewToken), next.retryInMs);
  };

  const giveUp = () => {
    attempting = false;
    report(gaveUp(connection));
  };

  const connect = async (renew: boolean) => {
    let { token } = getSession();
    if (token && (renew || expiresSoon(token, Date.now()))) {
      // Refused: the session is over (the app signs out); unreachable: the server is down, try again later.
      const renewal = await renewExpiredToken(token);
      if (renewal === 'refused') return giveUp();
      if (renewal === 'unreachable') return failed(1006);
      ({ token } = getSession());
    }
    if (stopped) return;
    if (!token) return giveUp();
    const current = new WebSocket(socketUrl(), [NOTIFICATIONS_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${token}`]);
    socket = current;
    current.addEventListener('open', () => {
      attempting = false;
      report(opened());
      current.send(JSON.stringify({ event: JOIN_USER_ROOM, data: { userId: options.userId, cursor: options.cursor() } }));
    });
    current.addEventListener('message', (message) => {
      try {
        options.onFrame(serverFrameSchema.parse(JSON.parse(String(message.data))));
      } catch (error) {
        console.warn('Unreadable notification', error);
      }
    });
    current.addEventListener('close', (event) => {
      if (stopped || socket !== current) return;
      failed(event.code);
    });
  };

  const attempt = (renew: boolean) => {
    clearTimeout(timer);
    attempting = true;
    connect(renew).catch((error: unknown) => {
      console.warn('Notifications socket', error);
      failed(1006);
    });
  };

  const wake = () => {
    if (stopped || attempting || !retriesOnWake(connection)) return;
    attempt(false);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') wake();
  };
  globalThis.addEventListener('online', wake);
  document.addEventListener('visibilitychange', onVisibility);

  report(initialConnection);
  attempt(false);

  return {
    /** Try again now (after giving up, or instead of waiting out a long delay). */
    retry: () => {
      if (stopped || attempting || connection.status === 'connected') return;
      report(retried());
      attempt(false);
    },
    close: () => {
      stopped = true;
      clearTimeout(timer);
      globalThis.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisibility);
      // i18n-ignore: the close frame's reason, read by no one
      socket?.close(1000, 'Signed out');
    },
  };
};
