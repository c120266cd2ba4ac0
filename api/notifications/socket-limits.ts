/** A socket as the limits see it: something that can be told to close. */
export interface LimitedSocket {
  evict(): void;
}

export interface SocketQuota {
  /** Counts a new socket of the user, closing the user's oldest ones beyond the limit. */
  admit(userId: string, socket: LimitedSocket): void;
  release(userId: string, socket: LimitedSocket): void;
}

/**
 * At most `perUser` sockets of one user on this API instance. The newest wins: it is the tab
 * the person is looking at, while the oldest is most likely forgotten in the background.
 */
export const createSocketQuota = (perUser: number): SocketQuota => {
  // A Set iterates in insertion order: the first one is the oldest.
  const byUser = new Map<string, Set<LimitedSocket>>();
  return {
    admit: (userId, socket) => {
      const sockets = byUser.get(userId) ?? new Set<LimitedSocket>();
      byUser.set(userId, sockets);
      sockets.add(socket);
      for (const oldest of sockets) {
        if (sockets.size <= perUser) break;
        sockets.delete(oldest);
        oldest.evict();
      }
    },
    release: (userId, socket) => {
      const sockets = byUser.get(userId);
      if (!sockets?.delete(socket) || sockets.size > 0) return;
      byUser.delete(userId);
    },
  };
};

/**
 * Answers whether one more message fits: no more than `perSecond` in any one second. It keeps
 * the times of the last `perSecond` messages, so a burst is judged exactly, not by which
 * calendar second it fell in.
 */
export const messageRateLimit = (perSecond: number, now: () => number = Date.now) => {
  const times: number[] = [];
  return (): boolean => {
    const at = now();
    if (times.length === perSecond && at - times[0]! < 1_000) return false;
    if (times.length === perSecond) times.shift();
    times.push(at);
    return true;
  };
};
