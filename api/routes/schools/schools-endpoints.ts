import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAreas } from '../../../projections/schools/areas-list';
import { listLocalitiesWithAreas } from '../../../projections/schools/localities-list';
import { listSchools } from '../../../projections/schools/schools-list';
import type { AppDependencies } from '../../dependencies';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { areaSchema as area, localitySchema as locality, schoolSchema as school } from './schemas';

/**
 * The reference lists a profile is built from (spec §7 "Localities, schools, areas"), read by
 * any signed-in user. The super-user writes on these lists are in school-admin-routes.ts and
 * locality-admin-routes.ts.
 */
export const schoolsEndpoints = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/localities/all-localities',
    {
      schema: { tags: ['localities'], response: { 200: envelope(z.array(locality)), ...errorResponses } },
      onRequest: app.authenticate,
    },
    async () => ok('Localities fetched successfully', await listLocalitiesWithAreas(deps.db)),
  );

  api.get(
    '/api/v1/schools/all-schools',
    {
      schema: { tags: ['schools'], response: { 200: envelope(z.array(school)), ...errorResponses } },
      onRequest: app.authenticate,
    },
    async () => ok('Schools fetched successfully', await listSchools(deps.db)),
  );

  api.get(
    '/api/v1/areas/all-areas',
    {
      schema: { tags: ['areas'], response: { 200: envelope(z.array(area)), ...errorResponses } },
      onRequest: app.authenticate,
    },
    async () => ok('Areas fetched successfully', [...(await listAreas(deps.db))]),
  );
};
