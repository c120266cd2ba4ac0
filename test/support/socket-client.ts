import {
  JOIN_USER_ROOM,
  NOTIFICATIONS_PROTOCOL,
  serverFrameSchema,
  TOKEN_PROTOCOL_PREFIX,
  type ServerFrame,
} from '@domain/notifications/notification';

export interface TestSocket {
  /** Whether the server accepted the connection. */
  opened: boolean;
  frames: ServerFrame[];
  closed: Promise<{ code: number; reason: string }>;
  join(userId: string, cursor?: string | null): void;
  /** Sends a raw text frame (what a misbehaving client might send). */
  send(text: string): void;
  isOpen(): boolean;
  /** Resolves with the first frame (seen so far or arriving) that matches; rejects after the timeout. */
  next(match: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  notifications(): Array<NotificationFrame>;
  /** Called as each notification arrives (the benchmark times them). */
  onNotification?: (frame: NotificationFrame) => void;
  close(): void;
}

type NotificationFrame = Extract<ServerFrame, { data: { id: string } }>;

/**
 * A client of the notifications socket as a browser opens it (Node's own WebSocket, the token
 * as a subprotocol), at `baseUrl` (http://host:port).
 */
export const openTestSocket = (baseUrl: string, token: string | null): Promise<TestSocket> =>
  new Promise((resolve) => {
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/v1/notifications/socket`;
    const socket = new WebSocket(
      url,
      token === null ? [NOTIFICATIONS_PROTOCOL] : [NOTIFICATIONS_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${token}`],
    );
    const frames: ServerFrame[] = [];
    const waiters = new Set<() => void>();
    let settleClose!: (value: { code: number; reason: string }) => void;
    const closed = new Promise<{ code: number; reason: string }>((done) => (settleClose = done));
    const client: TestSocket = {
      opened: false,
      frames,
      closed,
      join: (userId, cursor = null) => socket.send(JSON.stringify({ event: JOIN_USER_ROOM, data: { userId, cursor } })),
      send: (text) => socket.send(text),
      isOpen: () => socket.readyState === WebSocket.OPEN,
      next: (match, timeoutMs = 5_000) =>
        new Promise((found, fail) => {
          const check = () => {
            const frame = frames.find(match);
            if (!frame) return false;
            waiters.delete(check);
            clearTimeout(timer);
            found(frame);
            return true;
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            fail(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
          }, timeoutMs);
          if (!check()) waiters.add(check);
        }),
      notifications: () => frames.filter((frame): frame is NotificationFrame => 'id' in frame.data),
      close: () => socket.close(),
    };
    socket.addEventListener('open', () => {
      client.opened = true;
      resolve(client);
    });
    socket.addEventListener('message', (message) => {
      const frame = serverFrameSchema.parse(JSON.parse(String(message.data)));
      frames.push(frame);
      if ('id' in frame.data) client.onNotification?.(frame as NotificationFrame);
      for (const waiter of [...waiters]) waiter();
    });
    socket.addEventListener('close', (event) => {
      settleClose({ code: event.code, reason: event.reason });
      resolve(client);
    });
  });
