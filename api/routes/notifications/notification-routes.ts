import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markNotificationsRead } from '../../../commands/notifications/mark-notifications-read';
import { DomainError } from '@domain/shared/errors';
import { newestNotificationCursor } from '../../../projections/notifications/notification-queries';
import { notificationReadsProjection } from '../../../projections/notifications/notification-reads-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';

const NO_SUCH_NOTIFICATION = 'There is no such notification to mark as read';

/**
 * 'Mark all as read' kept on the server (the spec keeps it in the browser only): the caller's
 * own notifications up to the cursor they last received count as read in every session, so
 * another browser does not bring them back as new.
 */
export const notificationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/v1/notifications/mark-all-read',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark the caller's notifications read up to a cursor (the last one received), in every session",
        body: z.object({ cursor: z.string().trim().min(1, NO_SUCH_NOTIFICATION).max(200) }),
        response: { 200: envelope(z.object({ upTo: z.string() })), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const userId = request.account!.id;
      const { cursor } = request.body;
      // Only up to a notification the caller has (cursors order as plain strings); a cursor
      // past the newest would hide notifications not yet sent.
      const newest = await newestNotificationCursor(deps.db, userId);
      if (newest === null || cursor > newest) throw new DomainError('validation', 'NOTIFICATION_NOT_FOUND', NO_SUCH_NOTIFICATION, { cursor: NO_SUCH_NOTIFICATION });
      const result = await markNotificationsRead({ store: deps.store, now: deps.clock() }, { userId, upTo: cursor }, commandContextOf(request));
      if (result.position) await deps.readModels.waitFor(result.position, { projections: [notificationReadsProjection.name], timeoutMs: deps.config.PROJECTION_WAIT_MS });
      return ok('Notifications marked as read', { upTo: cursor });
    },
  );
};
