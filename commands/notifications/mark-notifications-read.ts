import { notificationReadsDecider, notificationReadsStreamId, parseNotificationReadEvent } from '@domain/notifications/notification-reads';
import type { EventStore } from '../event-store/port';
import { executeCommand, type CommandContext } from '../handler/command-handler';

/** 'Mark all as read': the user's notifications up to `upTo` count as read in every session. */
export const markNotificationsRead = (
  env: { store: EventStore; now: Date },
  input: { userId: string; upTo: string },
  context: CommandContext,
) =>
  executeCommand(
    env.store,
    {
      streamId: notificationReadsStreamId(input.userId),
      decider: notificationReadsDecider,
      parse: (event) => parseNotificationReadEvent(event.type, event.data),
      command: { type: 'MarkNotificationsRead', ...input, at: env.now.toISOString() },
    },
    context,
  );
