import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeOrganiserStatus, deleteOrganiser } from '../../../commands/organisers/change-organiser-status';
import { openOrganiserRecord } from '../../../commands/organisers/open-organiser-record';
import { INTERNAL_EVIDENCE, type Evidence } from '@domain/organisers/organiser';
import { addOrganiserSchema, organiserMessages, statusChangeSchema, type AddOrganiserBody } from '@domain/organisers/organiser-rules';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { availableUser, findAvailableUsers } from '../../../projections/organisers/available-users';
import { listOrganisers } from '../../../projections/organisers/organisers-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { expectationOf, revisionExpectationOf } from '../../lib/expectation';
import type { FileStorage } from '../../uploads/file-storage';
import { checkedEvidenceUrls, evidenceFileName } from './evidence-documents';
import { anyBody, idParams, organiserSupport } from './organiser-support';
import { loadOrganiserViews, organiserView } from './organiser-view';

const EVIDENCE_LINK_MESSAGE = 'Evidence links must start with http:// or https://';

/** Typed evidence: a text ('Internal' when left empty), a document uploaded here, or a web link. */
const addedEvidence = async (storage: FileStorage, evidence: AddOrganiserBody['evidence'], uploaderId: string): Promise<Evidence> => {
  if (evidence === undefined || evidence === null || (typeof evidence === 'string' && evidence === '')) return INTERNAL_EVIDENCE;
  if (typeof evidence === 'string') return { kind: 'text', text: evidence };
  const url = evidence.file_url;
  if (evidenceFileName(url)) return { kind: 'files', fileUrls: await checkedEvidenceUrls(storage, [url], uploaderId, 'evidence') };
  // Opened in a new tab from the list: only web links, never javascript: or data: URLs.
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new DomainError('validation', 'VALIDATION_FAILED', EVIDENCE_LINK_MESSAGE, { evidence: EVIDENCE_LINK_MESSAGE });
  return { kind: 'files', fileUrls: [url] };
};

/** The super user's Organisers list (§2.6): list, status menu, delete, add row, user search. */
export const organiserAdminRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { environment, settle, viewOf } = organiserSupport(deps);

  api.get(
    '/api/v1/organisers/all-organisers',
    {
      schema: { tags: ['organisers'], summary: 'Every organiser record that is not deleted', response: { 200: envelope(z.array(organiserView)), ...errorResponses } },
      onRequest: app.requireSuperUser,
    },
    async () => {
      const views = await loadOrganiserViews(deps.db, await listOrganisers(deps.db));
      return ok(views.length > 0 ? 'Organisers fetched successfully' : organiserMessages.noOrganisers, views);
    },
  );

  api.patch(
    '/api/v1/organisers/update-organiser-status/:id',
    {
      schema: {
        tags: ['organisers'],
        summary: 'Approve, reject, flag, block or activate an organiser',
        description:
          'Body {status, expectedStatus?, userId?}. Send expectedStatus (the status you saw) or If-Match (the revision you saw): ' +
          'when someone else changed the organiser first, the answer is 409 and nothing changes. Setting the status it already has is a 409 too.',
        params: idParams,
        body: anyBody,
        response: { 200: envelope(organiserView), ...errorResponses },
      },
      onRequest: app.requireSuperUser,
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = parseOrReject(statusChangeSchema, request.body ?? {});
      const result = await changeOrganiserStatus(
        environment(),
        { organiserId: id, to: body.status, ...expectationOf(request, body.expectedStatus), by: request.account!.id },
        commandContextOf(request),
      );
      await settle(result.position);
      const view = await viewOf(id);
      reply.header('etag', `"${view.revision}"`);
      return ok(`Organiser status updated to ${view.status}`, view);
    },
  );

  api.delete(
    '/api/v1/organisers/delete-organiser/:id',
    {
      schema: {
        tags: ['organisers'],
        summary: 'Delete an organiser record (its history stays; the user may request again)',
        params: idParams,
        response: { 200: envelope(z.object({ id: z.string() })), ...errorResponses },
      },
      onRequest: app.requireSuperUser,
    },
    async (request) => {
      const { id } = request.params;
      const result = await deleteOrganiser(environment(), { organiserId: id, ...revisionExpectationOf(request), by: request.account!.id }, commandContextOf(request));
      await settle(result.position);
      return ok('Organiser deleted successfully', { id });
    },
  );

  api.post(
    '/api/v1/organisers/add-organiser-by-super-user',
    {
      schema: {
        tags: ['organisers'],
        summary: 'Add an organiser for a user who is not one (starts pending)',
        body: anyBody,
        response: { 201: envelope(organiserView), ...errorResponses },
      },
      onRequest: app.requireSuperUser,
    },
    async (request, reply) => {
      const body = parseOrReject(addOrganiserSchema, request.body ?? {});
      const evidence = await addedEvidence(app.storage, body.evidence, request.account!.id);
      const result = await openOrganiserRecord(
        environment(),
        { type: 'AddOrganiser', userId: body.user_id, schoolId: body.school_id, role: body.role ?? '', evidence, by: request.account!.id },
        commandContextOf(request),
      );
      await settle(result.position);
      reply.status(201);
      return ok(organiserMessages.added, await viewOf(result.events[0]!.data.organiserId));
    },
  );

  api.get(
    '/api/v1/organisers/available-users',
    {
      schema: {
        tags: ['organisers'],
        summary: 'Users who are not organisers, by role, whose username or name contains q (the add row)',
        querystring: z.object({
          role: z.enum(['student', 'teacher'], { error: 'Role must be student or teacher' }).optional(),
          q: z.string().max(100).optional(),
        }),
        response: { 200: envelope(z.array(availableUser)), ...errorResponses },
      },
      onRequest: app.requireSuperUser,
    },
    async (request) => {
      const users = await findAvailableUsers(deps.db, request.query);
      return ok(users.length > 0 ? 'Available users fetched successfully' : organiserMessages.noAvailableUsers, users);
    },
  );
};
