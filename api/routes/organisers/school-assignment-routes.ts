import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteOrganiser } from '../../../commands/organisers/change-organiser-status';
import { openOrganiserRecord } from '../../../commands/organisers/open-organiser-record';
import { INTERNAL_EVIDENCE, organiserErrors } from '@domain/organisers/organiser';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { findOrganiser, findOrganiserOfUser } from '../../../projections/organisers/organisers-list';
import { findProfile } from '../../../projections/users/profiles-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { anyBody, idParams, organiserSupport } from './organiser-support';
import { organiserView } from './organiser-view';

const CHOOSE_USER = 'Please choose a user';
const NO_SCHOOL = 'This user has no school in their profile yet';
const assignBody = z.object({ userId: z.string({ error: CHOOSE_USER }).trim().min(1, CHOOSE_USER).max(100, CHOOSE_USER) });

// The spec's table names the plural prefix; the singular one is kept as an alias for clients
// that call it that way.
const removePaths = ['/api/v1/organisers/remove-organiser-from-school/:id', '/api/v1/organiser/remove-organiser-from-school/:id'];

/** The Users list's row menu (§2.6): Assign Organiser and Remove Organiser. */
export const schoolAssignmentRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { environment, settle, viewOf } = organiserSupport(deps);

  api.post(
    '/api/v1/organisers/assign-organiser-to-school',
    {
      schema: {
        tags: ['organisers'],
        summary: "Make a user an approved organiser of their profile's school (evidence: Internal)",
        body: anyBody,
        response: { 201: envelope(organiserView), ...errorResponses },
      },
      onRequest: app.requireSuperUser,
    },
    async (request, reply) => {
      const { userId } = parseOrReject(assignBody, request.body ?? {});
      const schoolId = (await findProfile(deps.db, userId))?.school_id;
      if (!schoolId) throw new DomainError('validation', 'VALIDATION_FAILED', NO_SCHOOL, { userId: NO_SCHOOL });
      const result = await openOrganiserRecord(
        environment(),
        { type: 'AssignOrganiser', userId, schoolId, role: '', evidence: INTERNAL_EVIDENCE, by: request.account!.id },
        commandContextOf(request),
      );
      await settle(result.position);
      reply.status(201);
      return ok('Organiser assigned successfully', await viewOf(result.events[0]!.data.organiserId));
    },
  );

  for (const path of removePaths) {
    api.delete(
      path,
      {
        schema: {
          tags: ['organisers'],
          summary: 'Remove the organiser record of a user (by organiser id or user id)',
          params: idParams,
          response: { 200: envelope(z.object({ id: z.string(), userId: z.string() })), ...errorResponses },
        },
        onRequest: app.requireSuperUser,
      },
      async (request) => {
        const { id } = request.params;
        // The Users list knows the user; the Organisers list knows the record: either names it.
        const byId = await findOrganiser(deps.db, id);
        const record = byId && byId.status !== 'deleted' ? byId : await findOrganiserOfUser(deps.db, id);
        if (!record || record.status === 'deleted') throw organiserErrors.notFound();
        const result = await deleteOrganiser(environment(), { organiserId: record.id, by: request.account!.id }, commandContextOf(request));
        await settle(result.position);
        return ok('Organiser removed successfully', { id: record.id, userId: record.user_id });
      },
    );
  }
};
