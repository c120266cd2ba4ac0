import {
  JOIN_USER_ROOM,
  NOTIFICATIONS_PROTOCOL,
  serverFrameSchema,
  TOKEN_PROTOCOL_PREFIX,
  type ServerFrame,
} from '../../../../../domain/notifications/notification';
import { env } from '../../../config/env';
import { renewExpiredToken } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { afterClose, initialConnection, opened, retried, type Connection } from '../utils/reconnect-policy';
import { expiresSoon } from '../utils/token-expiry';

export const NOTIFICATIONS_SOCKET_PATH = '/api/v1/notifications/socket';

/** Spec §7: the socket lives at the backend's host. */
const socketUrl = () => {
  const origin = env.API_URL || globalThis.location.origin;
  return `${origin.replace(/^http/, 'ws')}${NOTIFICATIONS_SOCKET_PATH}`;
};

export interface NotificationSocketOptions {
  userId: string;
  /** The cursor to join with: the last notification this browser saw. */
  cursor(): string | null;
  onConnection(connection: Connection): void;
  onFrame(frame: ServerFrame): void;
}

/**
 * The notifications socket of the signed-in user: it joins their room on opening, and after a
 * close tries again 5 times, 1 second apart (spec §4, §9); `retry` starts another round.
 * Connection errors are only logged (spec §7).
 */
export const openNotificationSocket = (options: NotificationSocketOptions) => {
  let connection = initialConnection;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const report = (next: Connection) => {
    connection = next;
    options.onConnection(next);
  };

  const connect = async (renew: boolean) => {
    let { token } = getSession();
    if (token && (renew || expiresSoon(token, Date.now()))) {
      await renewExpiredToken(token);
      ({ token } = getSession());
    }
    if (stopped || !token) return;
    const current = new WebSocket(socketUrl(), [NOTIFICATIONS_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${token}`]);
    socket = current;
    current.addEventListener('open', () => {
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
      const next = afterClose(connection, event.code);
      report(next.connection);
      if (next.retryInMs !== null) timer = setTimeout(() => void connect(next.renewToken).catch(onError), next.retryInMs);
    });
  };

  const onError = (error: unknown) => {
    console.warn('Notifications socket', error);
    report(afterClose(connection, 1006).connection);
  };

  report(initialConnection);
  void connect(false).catch(onError);

  return {
    /** After the attempts ran out: try again now. */
    retry: () => {
      if (stopped || connection.status === 'connected') return;
      clearTimeout(timer);
      report(retried());
      void connect(false).catch(onError);
    },
    close: () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000, 'Signed out');
    },
  };
};
