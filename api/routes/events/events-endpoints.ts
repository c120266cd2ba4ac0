import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../dependencies';
import { eventReadRoutes } from './event-read-routes';
import { eventWriteRoutes } from './event-write-routes';

/** The spec's event calls (§7 "Events"). */
export const eventsEndpoints = async (app: FastifyInstance, deps: AppDependencies) => {
  await eventReadRoutes(app, deps);
  await eventWriteRoutes(app, deps);
};
