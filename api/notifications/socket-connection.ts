import type { DatabasePool } from 'slonik';
import type { WebSocket } from 'ws';
import { clientFrameSchema, roomMessages, socketCloseCodes, type Notification } from '@domain/notifications/notification';
import { laterCursor } from '@domain/notifications/notification-reads';
import { missedNotifications } from '../../projections/notifications/notification-queries';
import { readMarkOf } from '../../projections/notifications/notification-reads-projection';
import type { TokenClaims } from '../plugins/auth';
import { translateMessage, type MessageLanguage } from '@domain/shared/messages/translate';
import { RecentIds } from './recent-ids';
import { messageRateLimit, type SocketQuota } from './socket-limits';
import type { PublishedNotification, RoomMember, UserRooms } from './user-rooms';

export interface SocketContext {
  rooms: UserRooms;
  db: DatabasePool;
  clock: () => Date;
  verifySession(claims: TokenClaims): Promise<unknown>;
  /** The sockets of each user on this instance; the oldest beyond the limit are closed. */
  quota: SocketQuota;
  /** A client only ever needs to send one join frame: more than this a second is closed as abuse. */
  messagesPerSecond: number;
  logger: { warn(data: object, message: string): void };
  /** The language the socket's reader chose (`?lang=ar` on its URL); notifications are written in English. */
  language?: MessageLanguage;
}

/** At most this many missed notifications are sent on joining (the newest of them). */
export const MISSED_LIMIT = 200;
/** Besides the immediate checks on log-out and status changes, every socket's session is re-checked this often. */
const SESSION_CHECK_MS = 60_000;
/**
 * A ping this often keeps proxies from cutting a quiet socket, and a socket that did not
 * answer the last one (a client gone without closing) is dropped and leaves its room.
 */
const HEARTBEAT_MS = 30_000;

const frame = (notification: Notification, missed: boolean) =>
  JSON.stringify({ event: notification.type, data: missed ? { ...notification, missed } : notification });

/**
 * One authenticated socket: it may join its own user's room (and no other), then receives
 * what it missed after its cursor and, from then on, what is published for its user. It
 * closes when the token expires (4401, the client may renew and reconnect) or the session
 * ends (4403: logged out, password changed, account blocked or deleted), when newer sockets of
 * its user push it over the quota (4429), or when it sends too many messages (1008).
 */
export const serveSocket = (socket: WebSocket, claims: TokenClaims & { exp: number }, context: SocketContext): void => {
  const userId = claims.sub;
  const delivered = new RecentIds(2_000);
  let cursor: string | null = null;
  let joined = false;
  // Live frames that arrive while the missed ones are being read wait here, in order.
  let pending: Array<{ text: string; notification: PublishedNotification }> | null = null;

  const language = context.language ?? 'en';
  /** A frame in the reader's language: the same frame with its message translated. */
  const localised = (text: string) => {
    if (language === 'en') return text;
    const parsed = JSON.parse(text) as { event: string; data: { message?: unknown } };
    if (typeof parsed.data.message !== 'string') return text;
    return JSON.stringify({ ...parsed, data: { ...parsed.data, message: translateMessage(parsed.data.message, language) } });
  };
  const send = (text: string, { id, cursor: sent }: Pick<PublishedNotification, 'id' | 'cursor'>) => {
    if (delivered.has(id) || socket.readyState !== socket.OPEN) return;
    delivered.add(id);
    if (cursor === null || sent > cursor) cursor = sent;
    socket.send(localised(text));
  };
  const sendError = (message: string) =>
    socket.readyState === socket.OPEN && socket.send(JSON.stringify({ event: 'error', data: { message } }));
  const end = (code: number, reason: string) => socket.readyState === socket.OPEN && socket.close(code, reason);

  const limited = { evict: () => end(socketCloseCodes.tooManySockets, 'Too many sockets') };
  context.quota.admit(userId, limited);
  const allowMessage = messageRateLimit(context.messagesPerSecond);

  const expired = () => claims.exp * 1000 <= Date.now();
  // A timer longer than about 24 days would fire at once; the periodic check covers such tokens.
  const untilExpiry = claims.exp * 1000 - Date.now();
  const expiry =
    untilExpiry < 2 ** 31 - 1 ? setTimeout(() => end(socketCloseCodes.tokenExpired, 'Token expired'), Math.max(0, untilExpiry)) : undefined;
  const recheckSession = () => {
    if (expired()) return end(socketCloseCodes.tokenExpired, 'Token expired');
    context.verifySession(claims).catch(() => end(socketCloseCodes.sessionEnded, 'Session ended'));
  };
  const periodicCheck = setInterval(recheckSession, SESSION_CHECK_MS);
  let answered = true;
  socket.on('pong', () => (answered = true));
  const heartbeat = setInterval(() => {
    if (!answered) return socket.terminate();
    answered = false;
    socket.ping();
  }, HEARTBEAT_MS);

  const sendMissed = async () => {
    const missed = await missedNotifications(context.db, { userId, cursor, now: context.clock(), limit: MISSED_LIMIT });
    for (const notification of missed) send(frame(notification, true), notification);
    return missed.length;
  };

  const member: RoomMember = {
    userId,
    deliver: (text, notification) => {
      if (pending) pending.push({ text, notification });
      else send(text, notification);
    },
    recheckSession,
    catchUp: () => {
      void sendMissed().catch((error: unknown) => context.logger.warn({ err: error, userId }, 'could not send missed notifications'));
    },
  };

  const join = async (requestedCursor: string | null) => {
    joined = true;
    cursor = requestedCursor;
    pending = [];
    try {
      // What was marked read in any session is not offered again (a new browser has no cursor of its own).
      cursor = laterCursor(cursor, await readMarkOf(context.db, userId));
      // Subscribed first, then read: nothing published in between is lost (repeats are dropped by id).
      await context.rooms.join(member);
      // Closed while joining: its close found no member to take out of the room.
      if (socket.readyState !== socket.OPEN) return context.rooms.leave(member);
      const missed = await sendMissed();
      socket.readyState === socket.OPEN && socket.send(JSON.stringify({ event: 'room_joined', data: { userId, missed } }));
    } finally {
      const waiting = pending;
      pending = null;
      for (const item of waiting) send(item.text, item.notification);
    }
  };

  socket.on('message', (raw) => {
    if (!allowMessage()) return end(socketCloseCodes.policyViolation, 'Too many messages');
    let parsed: ReturnType<typeof clientFrameSchema.safeParse>;
    try {
      parsed = clientFrameSchema.safeParse(JSON.parse(String(raw)));
    } catch {
      return sendError(roomMessages.malformed);
    }
    if (!parsed.success) return sendError(roomMessages.malformed);
    if (parsed.data.data.userId !== userId) return sendError(roomMessages.notYourRoom);
    if (joined) return;
    join(parsed.data.data.cursor ?? null).catch((error: unknown) => {
      context.logger.warn({ err: error, userId }, 'could not join the notifications room');
      end(1011, 'Try again');
    });
  });
  socket.on('close', () => {
    clearTimeout(expiry);
    clearInterval(periodicCheck);
    clearInterval(heartbeat);
    context.quota.release(userId, limited);
    context.rooms.leave(member);
  });
};
