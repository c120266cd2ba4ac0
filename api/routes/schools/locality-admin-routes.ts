import type { FastifyInstance } from 'fastify';
import { schoolsEndpoints as endpoints } from '@contract/schools';
import {
  addLocalityRow,
  changeAreaStatus,
  deleteArea,
  deleteLocalityRow,
  mergeLocalityRows,
  renameArea,
} from '../../../commands/schools/locality-admin-commands';
import { localityRowId } from '@domain/schools/locality-rows';
import { listLocalityRows } from '../../../projections/schools/locality-rows';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { storedAreaRow } from './stored-directory';
import { waitForLists } from './wait-for-lists';

/** The super user's Localities list and its writes on localities and areas (spec §2.6, §7). */
export const localityAdminRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const findRow = async (id: string) => (await listLocalityRows(deps.db)).find((candidate) => candidate.id === id) ?? null;

  route(app, endpoints.localityRows, async () => ok('Localities fetched successfully', await listLocalityRows(deps.db)));

  route(app, endpoints.createLocality, async (request) => {
    const { locality_name, area_name, status } = request.body;
    const added = await addLocalityRow(
      deps.store,
      { localityName: locality_name, areaName: area_name, status },
      commandContextOf(request),
      deps.clock(),
    );
    await waitForLists(deps, added.position);
    return ok('New locality added successfully', await findRow(localityRowId(added.row)));
  });

  route(app, endpoints.mergeLocalities, async (request) => {
    const { primaryLocalityId, secondaryLocalityId } = request.body;
    const result = await mergeLocalityRows(
      deps.store,
      { primaryRowId: primaryLocalityId, secondaryRowId: secondaryLocalityId },
      commandContextOf(request),
      deps.clock(),
    );
    await waitForLists(deps, result.position);
    const merged = result.events.find((event) => event.type === 'LocalitiesMerged');
    const schoolsMoved = merged?.type === 'LocalitiesMerged' ? merged.data.schoolIds.length : 0;
    return ok('Localities merged successfully', {
      primaryLocalityId,
      secondaryLocalityId,
      schoolsMoved,
      row: await findRow(primaryLocalityId),
    });
  });

  route(app, endpoints.deleteLocality, async (request) => {
    const { id } = request.params;
    const result = await deleteLocalityRow(deps.store, id, commandContextOf(request), deps.clock());
    await waitForLists(deps, result.position);
    return ok('Locality deleted successfully', { id });
  });

  route(app, endpoints.updateArea, async (request) => {
    const { id } = request.params;
    const result = await renameArea(deps.store, id, request.body.name, commandContextOf(request), deps.clock());
    await waitForLists(deps, result.position);
    return ok('Area updated successfully', await storedAreaRow(deps.store, id));
  });

  route(app, endpoints.updateAreaStatus, async (request) => {
    const { id } = request.params;
    const { status, expectedStatus } = request.body;
    const result = await changeAreaStatus(deps.store, { areaId: id, status, expectedStatus }, commandContextOf(request), deps.clock());
    await waitForLists(deps, result.position);
    return ok('Area status updated successfully', await storedAreaRow(deps.store, id));
  });

  route(app, endpoints.deleteArea, async (request) => {
    const { id } = request.params;
    const result = await deleteArea(deps.store, id, commandContextOf(request), deps.clock());
    await waitForLists(deps, result.position);
    return ok('Area deleted successfully', { id });
  });
};
