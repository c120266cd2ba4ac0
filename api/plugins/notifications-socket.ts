import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationsEndpoints } from '@contract/notifications';
import { NOTIFICATIONS_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '@domain/notifications/notification';
import type { AppDependencies } from '../dependencies';
import { contractConfigOf } from '../lib/route';
import { serveSocket } from '../notifications/socket-connection';
import { languageOf } from './language';
import { createSocketQuota } from '../notifications/socket-limits';
import { createUserRooms } from '../notifications/user-rooms';

/**
 * Browsers cannot set headers on a WebSocket: they offer the access token as a second
 * subprotocol (`bearer.<token>`), which keeps it out of URLs and access logs. Other clients
 * may send the usual Authorization header instead.
 */
const tokenFromProtocol = async (request: FastifyRequest) => {
  if (request.headers.authorization) return;
  const offered = String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((protocol) => protocol.trim());
  const token = offered.find((protocol) => protocol.startsWith(TOKEN_PROTOCOL_PREFIX))?.slice(TOKEN_PROTOCOL_PREFIX.length);
  if (token) request.headers.authorization = `Bearer ${token}`;
};

/**
 * The notifications socket (spec §4 "Notifications socket", §7 "Real-time socket"). The
 * upgrade goes through the same authentication as every HTTP route, so a request without a
 * valid, unrevoked token is answered 401 and never becomes a socket.
 */
export const notificationsSocketPlugin = async (app: FastifyInstance, deps: AppDependencies) => {
  await app.register(fastifyWebsocket, {
    options: {
      // Clients only ever send a join frame.
      maxPayload: 4_096,
      // The answer names our protocol, never the token.
      handleProtocols: (protocols: Set<string>) => (protocols.has(NOTIFICATIONS_PROTOCOL) ? NOTIFICATIONS_PROTOCOL : false),
    },
  });
  const rooms = createUserRooms(deps.redis, deps.config.REDIS_PREFIX, app.log);
  app.addHook('onClose', () => rooms.close());
  const quota = createSocketQuota(deps.config.NOTIFICATION_SOCKETS_PER_USER);
  const messagesPerSecond = deps.config.NOTIFICATION_SOCKET_MESSAGES_PER_SECOND;

  // A WebSocket cannot go through route(): its upgrade is authenticated here, as the contract's access says.
  const { socket: endpoint } = notificationsEndpoints;
  app.get(
    endpoint.path,
    { websocket: true, onRequest: [tokenFromProtocol, app.authenticate], config: contractConfigOf(endpoint) },
    (socket, request) =>
      serveSocket(socket, request.user, {
        rooms,
        db: deps.db,
        clock: deps.clock,
        verifySession: app.verifySession,
        quota,
        messagesPerSecond,
        logger: request.log,
        language: languageOf(request),
      }),
  );
};
