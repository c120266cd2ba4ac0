import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addLocalityRow,
  changeAreaStatus,
  deleteArea,
  deleteLocalityRow,
  mergeLocalityRows,
  renameArea,
} from '../../../commands/schools/locality-admin-commands';
import { FILL_REQUIRED_FIELDS, MERGE_SELECTION_INVALID, requiredName } from '@domain/schools/fields';
import { areaStatuses, initialAreaStatuses, settableAreaStatuses } from '@domain/schools/locality-directory';
import { localityRowId } from '@domain/schools/locality-rows';
import { findArea } from '../../../projections/schools/areas-list';
import { listLocalityRows } from '../../../projections/schools/locality-rows';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { areaSchema, bodyId, idParams, localityRowSchema, statusField } from './schemas';
import { waitForLists } from './wait-for-lists';

/**
 * Spec §7 does not show the method and path of "create a new locality or area"; this is
 * POST /api/v1/localities/create-locality. Both names are needed (spec §5), with the message
 * spec §5 gives for missing required fields.
 */
const createBody = z.object(
  { locality_name: requiredName, area_name: requiredName, status: statusField(initialAreaStatuses).default('Active') },
  { error: FILL_REQUIRED_FIELDS },
);
/**
 * merge-localities merges two rows of the Localities list (row ids, see
 * domain/schools/locality-rows.ts), since rows are what the super user picks there: two
 * duplicate areas of one locality can be merged, and a locality's row without an area
 * (custom schools) can be merged into any row. A plain locality id names its area-less row.
 */
const mergeBody = z.object(
  { primaryLocalityId: bodyId(MERGE_SELECTION_INVALID), secondaryLocalityId: bodyId(MERGE_SELECTION_INVALID) },
  { error: MERGE_SELECTION_INVALID },
);
/** expectedStatus (optional): the status the screen showed; if someone changed it since, 409 and nothing changes. */
const areaStatusBody = z.object(
  { status: statusField(settableAreaStatuses), expectedStatus: statusField(areaStatuses).optional() },
  { error: `Status must be one of ${settableAreaStatuses.join(', ')}` },
);
const renameBody = z.object({ name: requiredName }, { error: FILL_REQUIRED_FIELDS });

const row = localityRowSchema.nullable().describe('null only if the list has not caught up within the wait');
const area = envelope(areaSchema.nullable().describe('null only if the list has not caught up within the wait'));
const removed = envelope(z.object({ id: z.string() }));

/** The super user's Localities list and its writes on localities and areas (spec §2.6, §7). */
export const localityAdminRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const superUser = { onRequest: app.requireSuperUser };
  const findRow = async (id: string) => (await listLocalityRows(deps.db)).find((candidate) => candidate.id === id) ?? null;

  api.get(
    '/api/v1/localities/locality-rows',
    { schema: { tags: ['localities'], response: { 200: envelope(z.array(localityRowSchema)), ...errorResponses } }, ...superUser },
    async () => ok('Localities fetched successfully', await listLocalityRows(deps.db)),
  );

  api.post(
    '/api/v1/localities/create-locality',
    { schema: { tags: ['localities'], body: createBody, response: { 201: envelope(row), ...errorResponses } }, ...superUser },
    async (request, reply) => {
      const { locality_name, area_name, status } = request.body;
      const added = await addLocalityRow(deps.store, { localityName: locality_name, areaName: area_name, status }, commandContextOf(request), deps.clock());
      await waitForLists(deps, added.position);
      reply.status(201);
      return ok('New locality added successfully', await findRow(localityRowId(added.row)));
    },
  );

  api.post(
    '/api/v1/localities/merge-localities',
    {
      schema: {
        tags: ['localities'],
        body: mergeBody,
        response: {
          200: envelope(z.object({ primaryLocalityId: z.string(), secondaryLocalityId: z.string(), schoolsMoved: z.number(), row })),
          ...errorResponses,
        },
      },
      ...superUser,
    },
    async (request) => {
      const { primaryLocalityId, secondaryLocalityId } = request.body;
      const result = await mergeLocalityRows(deps.store, { primaryRowId: primaryLocalityId, secondaryRowId: secondaryLocalityId }, commandContextOf(request), deps.clock());
      await waitForLists(deps, result.position);
      const merged = result.events.find((event) => event.type === 'LocalitiesMerged');
      const schoolsMoved = merged?.type === 'LocalitiesMerged' ? merged.data.schoolIds.length : 0;
      return ok('Localities merged successfully', { primaryLocalityId, secondaryLocalityId, schoolsMoved, row: await findRow(primaryLocalityId) });
    },
  );

  api.delete(
    '/api/v1/localities/delete-locality/:id',
    { schema: { tags: ['localities'], params: idParams, response: { 200: removed, ...errorResponses } }, ...superUser },
    async (request) => {
      const { id } = request.params;
      const result = await deleteLocalityRow(deps.store, id, commandContextOf(request), deps.clock());
      await waitForLists(deps, result.position);
      return ok('Locality deleted successfully', { id });
    },
  );

  api.patch(
    '/api/v1/areas/update-area/:id',
    { schema: { tags: ['areas'], params: idParams, body: renameBody, response: { 200: area, ...errorResponses } }, ...superUser },
    async (request) => {
      const { id } = request.params;
      const result = await renameArea(deps.store, id, request.body.name, commandContextOf(request), deps.clock());
      await waitForLists(deps, result.position);
      return ok('Area updated successfully', await findArea(deps.db, id));
    },
  );

  api.patch(
    '/api/v1/areas/update-area-status/:id',
    { schema: { tags: ['areas'], params: idParams, body: areaStatusBody, response: { 200: area, ...errorResponses } }, ...superUser },
    async (request) => {
      const { id } = request.params;
      const { status, expectedStatus } = request.body;
      const result = await changeAreaStatus(deps.store, { areaId: id, status, expectedStatus }, commandContextOf(request), deps.clock());
      await waitForLists(deps, result.position);
      return ok('Area status updated successfully', await findArea(deps.db, id));
    },
  );

  api.delete(
    '/api/v1/areas/delete-area/:id',
    { schema: { tags: ['areas'], params: idParams, response: { 200: removed, ...errorResponses } }, ...superUser },
    async (request) => {
      const { id } = request.params;
      const result = await deleteArea(deps.store, id, commandContextOf(request), deps.clock());
      await waitForLists(deps, result.position);
      return ok('Area deleted successfully', { id });
    },
  );
};
