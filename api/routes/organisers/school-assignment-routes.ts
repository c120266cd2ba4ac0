import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { organisersEndpoints as endpoints } from '@contract/organisers';
import { deleteOrganiser } from '../../../commands/organisers/change-organiser-status';
import { openOrganiserRecord } from '../../../commands/organisers/open-organiser-record';
import { INTERNAL_EVIDENCE, organiserErrors } from '@domain/organisers/organiser';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { findOrganiser, findOrganiserOfUser } from '../../../projections/organisers/organisers-list';
import { findProfile } from '../../../projections/users/profiles-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { organiserSupport } from './organiser-support';

const CHOOSE_USER = 'Please choose a user';
const NO_SCHOOL = 'This user has no school in their profile yet';
const assignBody = z.object({ userId: z.string({ error: CHOOSE_USER }).trim().min(1, CHOOSE_USER).max(100, CHOOSE_USER) });

/** The Users list's row menu (§2.6): Assign Organiser and Remove Organiser. */
export const schoolAssignmentRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const { environment, settle, storedViewOf } = organiserSupport(deps);

  route(app, endpoints.assignToSchool, async (request) => {
    const { userId } = parseOrReject(assignBody, request.body ?? {});
    const schoolId = (await findProfile(deps.db, userId))?.school_id;
    if (!schoolId) throw new DomainError('validation', 'VALIDATION_FAILED', NO_SCHOOL, { userId: NO_SCHOOL });
    const result = await openOrganiserRecord(
      environment(),
      { type: 'AssignOrganiser', userId, schoolId, role: '', evidence: INTERNAL_EVIDENCE, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok('Organiser assigned successfully', await storedViewOf(result.events[0]!.data.organiserId));
  });

  // The spec's table names the plural prefix; the singular one is an alias for clients that call it that way.
  for (const removal of [endpoints.removeFromSchool, endpoints.removeFromSchoolAlias]) {
    route(app, removal, async (request) => {
      const { id } = request.params;
      // The Users list knows the user; the Organisers list knows the record: either names it.
      const byId = await findOrganiser(deps.db, id);
      const record = byId && byId.status !== 'deleted' ? byId : await findOrganiserOfUser(deps.db, id);
      if (!record || record.status === 'deleted') throw organiserErrors.notFound();
      const result = await deleteOrganiser(environment(), { organiserId: record.id, by: request.account!.id }, commandContextOf(request));
      await settle(result.position);
      return ok('Organiser removed successfully', { id: record.id, userId: record.user_id });
    });
  }
};
