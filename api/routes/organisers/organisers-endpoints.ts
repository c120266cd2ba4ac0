import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../dependencies';
import { approvalRequestRoutes } from './approval-request-routes';
import { organiserAdminRoutes } from './organiser-admin-routes';
import { schoolAssignmentRoutes } from './school-assignment-routes';

/** The spec's organiser calls (§7 "Organisers") plus the add row's user search and the home-page check. */
export const organisersEndpoints = async (app: FastifyInstance, deps: AppDependencies) => {
  await approvalRequestRoutes(app, deps);
  await organiserAdminRoutes(app, deps);
  await schoolAssignmentRoutes(app, deps);
};
