import type { Redis } from 'ioredis';
import { userChannel } from '../../projections/notifications/notification-channels';
import { sessionsEndedChannel } from '../lib/sessions-ended';

/** One open socket that joined its user's room. */
export interface RoomMember {
  userId: string;
  /** A frame published for this user (already JSON), with what the room read of it. */
  deliver(frame: string, notification: PublishedNotification): void;
  /** Re-checks the socket's session; the member closes its socket when it no longer holds. */
  recheckSession(): void;
  /** Redis was unreachable for a while: fetch what may have been published meanwhile. */
  catchUp(): void;
}

export interface UserRooms {
  join(member: RoomMember): Promise<void>;
  leave(member: RoomMember): void;
  /** How many sockets this instance holds (health, tests). */
  size(): number;
  close(): Promise<void>;
}

export interface PublishedNotification {
  id: string;
  type: string;
  cursor: string;
}

/** Read once per message, however many sockets of the user this instance holds. */
const parseFrame = (message: string): PublishedNotification | null => {
  try {
    const { event, data } = JSON.parse(message) as { event?: unknown; data?: { id?: unknown; cursor?: unknown } };
    if (typeof event !== 'string' || typeof data?.id !== 'string' || typeof data.cursor !== 'string') return null;
    return { id: data.id, type: event, cursor: data.cursor };
  } catch {
    return null;
  }
};

/**
 * The rooms of the sockets this API instance holds. It subscribes to a user's Redis channel
 * while at least one socket of that user is joined here, and forwards what arrives there;
 * one subscriber connection per instance, opened with the first socket.
 */
export const createUserRooms = (redis: Redis, prefix: string, logger: { warn(data: object, message: string): void }): UserRooms => {
  // Each room keeps the promise of its SUBSCRIBE: a socket joining while it is on its way waits for it too.
  const rooms = new Map<string, { members: Set<RoomMember>; subscribed: Promise<unknown> }>();
  const channelPrefix = userChannel(prefix, '');
  const endedChannel = sessionsEndedChannel(prefix);
  let subscriber: Redis | null = null;
  let wasReady = false;

  const membersOf = (userId: string) => rooms.get(userId)?.members ?? new Set<RoomMember>();

  const onMessage = (channel: string, message: string) => {
    if (channel === endedChannel) {
      for (const member of membersOf(message)) member.recheckSession();
      return;
    }
    if (!channel.startsWith(channelPrefix)) return;
    const userId = channel.slice(channelPrefix.length);
    const notification = parseFrame(message);
    if (!notification) return;
    for (const member of membersOf(userId)) {
      member.deliver(message, notification);
      // A blocked account hears of it, and its sockets close once the account read model says so.
      if (notification.type === 'user_status_updated') member.recheckSession();
    }
  };

  const open = async (): Promise<Redis> => {
    if (subscriber) return subscriber;
    subscriber = redis.duplicate({ lazyConnect: false });
    subscriber.on('message', onMessage);
    subscriber.on('error', (error: Error) => logger.warn({ err: error }, 'notifications subscriber error'));
    // ioredis subscribes again after a reconnect; what was published meanwhile is fetched from the read model.
    subscriber.on('ready', () => {
      if (wasReady) for (const room of rooms.values()) for (const member of room.members) member.catchUp();
      wasReady = true;
    });
    await subscriber.subscribe(endedChannel);
    return subscriber;
  };

  return {
    join: async (member) => {
      const connection = await open();
      let room = rooms.get(member.userId);
      if (!room) {
        room = { members: new Set(), subscribed: connection.subscribe(userChannel(prefix, member.userId)) };
        rooms.set(member.userId, room);
      }
      room.members.add(member);
      await room.subscribed;
    },
    leave: (member) => {
      const room = rooms.get(member.userId);
      if (!room?.members.delete(member) || room.members.size > 0) return;
      rooms.delete(member.userId);
      void subscriber?.unsubscribe(userChannel(prefix, member.userId)).catch(() => {});
    },
    size: () => [...rooms.values()].reduce((total, room) => total + room.members.size, 0),
    close: async () => {
      rooms.clear();
      subscriber?.disconnect();
      subscriber = null;
    },
  };
};
