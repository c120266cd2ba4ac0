import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Notification, ServerFrame } from '@domain/notifications/notification';
import { useSession } from '../../../lib/session';
import { markAllReadOnServer } from '../api/mark-all-read';
import { openNotificationSocket } from '../api/notification-socket';
import { addNotifications, dropExpired, emptyFeed, markAllRead, type Feed } from '../utils/notification-feed';
import { initialConnection, type Connection } from '../utils/reconnect-policy';
import { staleKeys } from '../utils/refresh-keys';
import { loadFeed, saveFeed } from '../utils/saved-feed';
import { t } from '../../../i18n/intl';

/** Spec §9: expiry is checked hourly. */
const EXPIRY_CHECK_MS = 3_600_000;
/** More missed ones than this are announced in one toast. */
const MISSED_TOASTS = 3;

export const missedSummary = (count: number) =>
  t('{count, plural, one {# notification arrived while you were away} other {# notifications arrived while you were away}}', { count });

const isNotificationFrame = (frame: ServerFrame): frame is Extract<ServerFrame, { data: { id: string } }> => 'id' in frame.data;

/**
 * The signed-in user's notifications: the socket, the list it fills (kept across reloads),
 * toasts for what arrives, and the cached screens it makes stale.
 */
export const useNotificationFeed = () => {
  const { userId, token } = useSession();
  const signedIn = userId !== null && token !== null;
  const queryClient = useQueryClient();
  const [feed, setFeed] = useState<Feed>(emptyFeed);
  const [connection, setConnection] = useState<Connection>(initialConnection);
  const feedRef = useRef(feed);
  const socketRef = useRef<ReturnType<typeof openNotificationSocket> | null>(null);

  const update = useCallback(
    (next: Feed) => {
      feedRef.current = next;
      setFeed(next);
      if (userId) saveFeed(userId, next);
    },
    [userId],
  );

  useEffect(() => {
    if (!signedIn || !userId) return;
    update(dropExpired(loadFeed(userId), Date.now()));
    let missed: Notification[] = [];
    const receive = (frame: ServerFrame) => {
      if (frame.event === 'room_joined') {
        if (missed.length > 0 && missed.length <= MISSED_TOASTS) for (const item of missed) toast(item.message, { id: item.id });
        else if (missed.length > MISSED_TOASTS) toast(missedSummary(missed.length));
        missed = [];
        return;
      }
      if (!isNotificationFrame(frame)) return;
      const { missed: wasMissed, ...notification } = frame.data;
      const { feed: next, added } = addNotifications(feedRef.current, [notification], { userId, now: Date.now() });
      update(next);
      if (added.length === 0) return;
      for (const key of staleKeys(added)) void queryClient.invalidateQueries({ queryKey: key });
      if (wasMissed) missed.push(...added);
      else toast(notification.message, { id: notification.id });
    };
    const socket = openNotificationSocket({ userId, cursor: () => feedRef.current.cursor, onConnection: setConnection, onFrame: receive });
    socketRef.current = socket;
    const expiry = setInterval(() => update(dropExpired(feedRef.current, Date.now())), EXPIRY_CHECK_MS);
    return () => {
      clearInterval(expiry);
      socket.close();
      socketRef.current = null;
    };
  }, [signedIn, userId, update, queryClient]);

  return {
    feed,
    connection,
    markAllRead: () => {
      update(markAllRead(feedRef.current));
      // The list is cleared here whatever the answer; if the server did not keep it, another browser may show them again.
      const { cursor } = feedRef.current;
      if (cursor !== null) markAllReadOnServer(cursor).catch(() => undefined);
    },
    retry: () => socketRef.current?.retry(),
  };
};
