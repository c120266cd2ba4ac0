import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../dependencies';
import { committeeDocumentRoutes } from './committee-document-routes';
import { generalDocumentRoutes } from './general-document-routes';

/** An event's documents: general ones and each committee's (spec §7). */
export const eventDocumentsEndpoints = async (app: FastifyInstance, deps: AppDependencies) => {
  await generalDocumentRoutes(app, deps);
  await committeeDocumentRoutes(app, deps);
};
