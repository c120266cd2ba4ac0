import type { FastifyInstance } from 'fastify';
import { schoolsEndpoints as endpoints } from '@contract/schools';
import { changeSchoolStatus, deleteSchool, mergeSchools, updateSchool } from '../../../commands/schools/school-admin-commands';
import { addSchool } from '../../../commands/schools/school-directory-commands';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { storedSchoolRow } from './stored-directory';
import { waitForLists } from './wait-for-lists';

/** The super user's writes on the Schools list (spec §2.6, §7). */
export const schoolAdminRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, endpoints.createSchool, async (request) => {
    const { name, locality_id, area_id } = request.body;
    const added = await addSchool(deps.store, { name, localityId: locality_id, areaId: area_id }, commandContextOf(request), deps.clock());
    await waitForLists(deps, added.position);
    return ok('New school added successfully', await storedSchoolRow(deps.store, added.schoolId));
  });

  route(app, endpoints.updateSchool, async (request) => {
    const { id } = request.params;
    const { name, locality_id, area_id } = request.body;
    const result = await updateSchool(
      deps.store,
      id,
      { name, localityId: locality_id, areaId: area_id },
      commandContextOf(request),
      deps.clock(),
    );
    await waitForLists(deps, result.position);
    return ok('School updated successfully', await storedSchoolRow(deps.store, id));
  });

  route(app, endpoints.updateSchoolStatus, async (request) => {
    const { id } = request.params;
    const { status, expectedStatus } = request.body;
    const result = await changeSchoolStatus(deps.store, { schoolId: id, status, expectedStatus }, commandContextOf(request), deps.clock());
    await waitForLists(deps, result.position);
    return ok('School status updated successfully', await storedSchoolRow(deps.store, id));
  });

  route(app, endpoints.deleteSchool, async (request) => {
    const { id } = request.params;
    const result = await deleteSchool(deps.store, id, commandContextOf(request), deps.clock());
    await waitForLists(deps, result.position);
    return ok('School deleted successfully', { id });
  });

  route(app, endpoints.mergeSchools, async (request) => {
    const { primarySchoolId, secondarySchoolId } = request.body;
    const result = await mergeSchools(deps.store, { primarySchoolId, secondarySchoolId }, commandContextOf(request), deps.clock());
    await waitForLists(deps, result.position);
    return ok('Schools merged successfully', {
      primarySchoolId,
      secondarySchoolId,
      school: await storedSchoolRow(deps.store, primarySchoolId),
    });
  });
};
