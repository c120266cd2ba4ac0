import { z } from 'zod';
import { endpoint, socketAnswer } from './endpoint';

export const NO_SUCH_NOTIFICATION = 'There is no such notification to mark as read';

/** The notifications socket and 'mark all as read' (spec §4 "Notifications socket", §7 "Real-time socket"). */
export const notificationsEndpoints = {
  socket: endpoint({
    method: 'GET',
    path: '/api/v1/notifications/socket',
    // Browsers offer the token as a subprotocol (`bearer.<token>`); other clients send the Authorization header.
    access: 'signed-in',
    tag: 'notifications',
    summary: "The signed-in user's notifications socket: join their room with a cursor, then receive what happens",
    data: socketAnswer,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/v1/notifications/mark-all-read',
    access: 'signed-in',
    tag: 'notifications',
    summary: "Mark the caller's notifications read up to a cursor (the last one received), in every session",
    body: z.object({ cursor: z.string().trim().min(1, NO_SUCH_NOTIFICATION).max(200) }),
    data: z.object({ upTo: z.string() }),
  }),
};
