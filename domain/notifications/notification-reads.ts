import { z } from 'zod';
import type { Decider } from '../shared/decider';

/**
 * How far a user has read their notifications: 'Mark all as read' in one browser holds in
 * every other, so a new session does not offer again what was already read. One stream per
 * user (`notification-reads-<userId>`); the mark only moves forward.
 */
export const notificationReadsStreamId = (userId: string) => `notification-reads-${userId}`;

export const notificationReadEventSchemas = {
  /** `upTo` is the cursor of the newest notification read (cursors order as plain strings). */
  NotificationsRead: z.object({ userId: z.string(), upTo: z.string(), at: z.iso.datetime() }),
};
export type NotificationReadEvent = { type: 'NotificationsRead'; data: z.infer<typeof notificationReadEventSchemas.NotificationsRead> };
export const notificationReadEventTypes = ['NotificationsRead'] as const;

export const parseNotificationReadEvent = (type: string, data: unknown): NotificationReadEvent | null =>
  type === 'NotificationsRead' ? { type, data: notificationReadEventSchemas.NotificationsRead.parse(data) } : null;

export interface MarkNotificationsRead {
  type: 'MarkNotificationsRead';
  userId: string;
  upTo: string;
  at: string;
}

export interface NotificationReadsState {
  upTo: string | null;
}

export const notificationReadsDecider: Decider<NotificationReadsState, MarkNotificationsRead, NotificationReadEvent> = {
  initialState: { upTo: null },
  evolve: (state, event) => ({ upTo: state.upTo === null || event.data.upTo > state.upTo ? event.data.upTo : state.upTo }),
  // Reading again what was already read changes nothing, and stores nothing.
  decide: (command, state) =>
    state.upTo !== null && command.upTo <= state.upTo
      ? []
      : [{ type: 'NotificationsRead', data: { userId: command.userId, upTo: command.upTo, at: command.at } }],
};

/** The later of two cursors (null: nothing). */
export const laterCursor = (a: string | null, b: string | null): string | null => (a === null ? b : b === null || a >= b ? a : b);
