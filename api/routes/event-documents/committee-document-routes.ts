import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveEventDocument } from '../../../commands/workspace/event-documents';
import { documentMessages } from '../../../domain/workspace/event-documents';
import { parseOrReject } from '../../../domain/shared/validation';
import { listCommitteeDocuments } from '../../../projections/workspace/event-documents-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { assertMayReadEvent } from '../../lib/event-access';
import { uploadUrl } from '../../plugins/uploads';
import { anyBody, committeeIdField, documentFields, documentSupport, documentView, documentViewOf, eventIdField, idParams } from './document-support';

const TAGS = ['event-documents'];
const saveBody = z.object({ eventId: eventIdField, committeeId: committeeIdField, ...documentFields });
const committeeParams = z.object({ eventId: z.string().min(1).max(100), committeeId: z.string().min(1).max(100) });

/** The spec's committee document calls (§7 "Agendas and committee documents"). */
export const committeeDocumentRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = documentSupport(app, deps);

  api.post(
    '/api/v1/event-committees-agendas/upload-agenda-document',
    {
      schema: {
        tags: TAGS,
        summary: "Upload a document of one of an event's committees (.pdf, .doc, .docx, .txt; checked by content)",
        description: 'multipart/form-data: the fields eventId and committeeId first, then the file in the field file.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ documentUrl: z.string() })).extend({ documentUrl: z.string() }), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const account = request.account!;
      const file = await support.readDocument(request, 'committee');
      const eventId = support.field(file.fields, 'eventId', eventIdField);
      await support.assertManagesEvent(account, eventId);
      const committeeId = support.field(file.fields, 'committeeId', committeeIdField);
      await support.assertEventCommittee(eventId, committeeId);
      const { name } = await app.storage.put(file.bytes, file.type, { ownerId: account.id, purpose: 'event-document', eventId });
      const documentUrl = uploadUrl(name);
      return { ...ok(documentMessages.uploaded, { documentUrl }), documentUrl };
    },
  );

  api.post(
    '/api/v1/event-committees-agendas/save-event-committee-document',
    {
      schema: {
        tags: TAGS,
        summary: "Save a committee's document (a file you uploaded for this event) with its title; doc_type is the committee's abbreviation",
        body: anyBody,
        response: { 200: envelope(documentView), 201: envelope(documentView), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request, reply) => {
      const account = request.account!;
      const eventId = parseOrReject(z.object({ eventId: eventIdField }), request.body ?? {}).eventId;
      await support.assertManagesEvent(account, eventId);
      const body = parseOrReject(saveBody, request.body ?? {});
      await support.assertEventCommittee(eventId, body.committeeId);
      const fileUrl = await support.checkedFileUrl(body.file_url, account, eventId, 'committee');
      const result = await saveEventDocument(
        support.environment(),
        { eventId, scope: { kind: 'committee', committeeId: body.committeeId }, docType: body.doc_type, title: body.title, fileUrl, by: account.id },
        commandContextOf(request),
      );
      await support.settle(result.position);
      const saved = (await listCommitteeDocuments(deps.db, eventId, body.committeeId)).find((row) => row.file_url === fileUrl);
      const created = result.events.some((event) => event.type === 'EventDocumentSaved' && event.data.previous === null);
      reply.status(created ? 201 : 200);
      return ok(documentMessages.saved, documentViewOf(saved!));
    },
  );

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
