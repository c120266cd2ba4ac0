import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentMessages } from '@domain/workspace/event-documents';
import { listCommitteeDocuments } from '../../../projections/workspace/event-documents-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { assertMayReadEvent } from '../../lib/event-access';
import { documentSaveRoute, documentUploadRoute } from './document-route-support';
import { committeeIdField, documentFields, documentSupport, documentView, documentViewOf, eventIdField, idParams } from './document-support';

const TAGS = ['event-documents'];
const saveBody = z.object({ eventId: eventIdField, committeeId: committeeIdField, ...documentFields });
const committeeParams = z.object({ eventId: z.string().min(1).max(100), committeeId: z.string().min(1).max(100) });

/** The spec's committee document calls (§7 "Agendas and committee documents"). */
export const committeeDocumentRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = documentSupport(app, deps);

  documentUploadRoute(app, support, {
    url: '/api/v1/event-committees-agendas/upload-agenda-document',
    summary: "Upload a document of one of an event's committees (.pdf, .doc, .docx, .txt; checked by content)",
    description: 'multipart/form-data: the fields eventId and committeeId first, then the file in the field file.',
    scope: 'committee',
    check: async (fields, eventId) => {
      const committeeId = support.field(fields, 'committeeId', committeeIdField);
      await support.assertEventCommittee(eventId, committeeId);
    },
  });

  documentSaveRoute(app, support, {
    url: '/api/v1/event-committees-agendas/save-event-committee-document',
    summary: "Save a committee's document (a file you uploaded for this event) with its title; doc_type is the committee's abbreviation",
    saveBody,
    check: (eventId, body) => support.assertEventCommittee(eventId, body.committeeId),
    scope: (body) => ({ kind: 'committee', committeeId: body.committeeId }),
    listed: (eventId, body) => listCommitteeDocuments(deps.db, eventId, body.committeeId),
  });

  api.get(
    '/api/v1/event-committees-agendas/get-agenda-documents-by-event/:eventId/:committeeId',
    {
      schema: {
        tags: TAGS,
        summary: "One committee's documents in an event, as data.data (its organiser, super users and the event's delegates)",
        params: committeeParams,
        response: { 200: envelope(z.object({ data: z.array(documentView) })), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { eventId, committeeId } = request.params;
      await assertMayReadEvent(deps.db, request.account!, eventId);
      return ok('Documents fetched successfully', { data: (await listCommitteeDocuments(deps.db, eventId, committeeId)).map(documentViewOf) });
    },
  );

  api.delete(
    '/api/v1/event-committees-agendas/delete-event-committee-document/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Delete a committee's document (its file goes too)",
        params: idParams,
        response: { 200: envelope(z.object({ id: z.string() })), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const { id } = request.params;
      await support.deleteDocument(request.account!, id, 'committee', commandContextOf(request));
      return ok(documentMessages.deleted, { id });
    },
  );
};
