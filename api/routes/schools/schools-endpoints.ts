import type { FastifyInstance } from 'fastify';
import { schoolsEndpoints as endpoints } from '@contract/schools';
import { listAreas } from '../../../projections/schools/areas-list';
import { listLocalitiesWithAreas } from '../../../projections/schools/localities-list';
import { listSchools } from '../../../projections/schools/schools-list';
import type { AppDependencies } from '../../dependencies';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/**
 * The reference lists a profile is built from (spec §7 "Localities, schools, areas"), read by
 * any signed-in user. The super-user writes on these lists are in school-admin-routes.ts and
 * locality-admin-routes.ts.
 */
export const schoolsEndpoints = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, endpoints.localities, async () => ok('Localities fetched successfully', await listLocalitiesWithAreas(deps.db)));
  route(app, endpoints.schools, async () => ok('Schools fetched successfully', await listSchools(deps.db)));
  route(app, endpoints.areas, async () => ok('Areas fetched successfully', [...(await listAreas(deps.db))]));
};
