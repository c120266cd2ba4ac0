import type { FastifyInstance } from 'fastify';
import { markNotificationsRead } from '../../../commands/notifications/mark-notifications-read';
import { NO_SUCH_NOTIFICATION, notificationsEndpoints } from '@contract/notifications';
import { DomainError } from '@domain/shared/errors';
import { newestNotificationCursor } from '../../../projections/notifications/notification-queries';
import { notificationReadsProjection } from '../../../projections/notifications/notification-reads-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/**
 * 'Mark all as read' kept on the server (the spec keeps it in the browser only): the caller's
 * own notifications up to the cursor they last received count as read in every session, so
 * another browser does not bring them back as new.
 */
export const notificationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, notificationsEndpoints.markAllRead, async (request) => {
    const userId = request.account!.id;
    const { cursor } = request.body;
    // Only up to a notification the caller has (cursors order as plain strings); a cursor
    // past the newest would hide notifications not yet sent.
    const newest = await newestNotificationCursor(deps.db, userId);
    if (newest === null || cursor > newest)
      throw new DomainError('validation', 'NOTIFICATION_NOT_FOUND', NO_SUCH_NOTIFICATION, { cursor: NO_SUCH_NOTIFICATION });
    const result = await markNotificationsRead(
      { store: deps.store, now: deps.clock() },
      { userId, upTo: cursor },
      commandContextOf(request as never),
    );
    if (result.position)
      await deps.readModels.waitFor(result.position, {
        projections: [notificationReadsProjection.name],
        timeoutMs: deps.config.PROJECTION_WAIT_MS,
      });
    return ok('Notifications marked as read', { upTo: cursor });
  });
};
