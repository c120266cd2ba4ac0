import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveEventDocument } from '../../../commands/workspace/event-documents';
import { documentMessages } from '../../../domain/workspace/event-documents';
import { parseOrReject } from '../../../domain/shared/validation';
import { listEventDocuments, listGeneralDocuments } from '../../../projections/workspace/event-documents-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { assertMayReadEvent } from '../../lib/event-access';
import { uploadUrl } from '../../plugins/uploads';
import { anyBody, documentFields, documentSupport, documentView, documentViewOf, eventIdField, eventIdParams, idParams } from './document-support';

const TAGS = ['event-documents'];
const saveBody = z.object({ eventId: eventIdField, ...documentFields });

/** The spec's general document calls (§7 "General documents"). */
export const generalDocumentRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = documentSupport(app, deps);

  api.post(
    '/api/v1/general-documents/upload-general-document',
    {
      schema: {
        tags: TAGS,
        summary: "Upload a general document of an event (.pdf, .doc, .docx; checked by content); only the event's organiser can read it with its delegates",
        description: 'multipart/form-data: the field eventId first, then the file in the field file.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ documentUrl: z.string() })).extend({ documentUrl: z.string() }), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const account = request.account!;
      const file = await support.readDocument(request, 'general');
      const eventId = support.field(file.fields, 'eventId', eventIdField);
      await support.assertManagesEvent(account, eventId);
      const { name } = await app.storage.put(file.bytes, file.type, { ownerId: account.id, purpose: 'event-document', eventId });
      const documentUrl = uploadUrl(name);
      return { ...ok(documentMessages.uploaded, { documentUrl }), documentUrl };
    },
  );

  api.post(
    '/api/v1/general-documents/save-general-document',
    {
      schema: {
        tags: TAGS,
        summary: 'Save a general document (a file you uploaded for this event) with its title; saving it again with another title renames it',
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
      const fileUrl = await support.checkedFileUrl(body.file_url, account, eventId, 'general');
      const result = await saveEventDocument(
        support.environment(),
        { eventId, scope: { kind: 'general' }, docType: body.doc_type, title: body.title, fileUrl, by: account.id },
        commandContextOf(request),
      );
      await support.settle(result.position);
      const saved = (await listGeneralDocuments(deps.db, eventId)).find((row) => row.file_url === fileUrl);
      const created = result.events.some((event) => event.type === 'EventDocumentSaved' && event.data.previous === null);
      reply.status(created ? 201 : 200);
      return ok(documentMessages.saved, documentViewOf(saved!));
    },
  );

  api.get(
    '/api/v1/general-documents/get-general-documents-by-event/:eventId',
    {
      schema: {
        tags: TAGS,
        summary: "An event's general documents (its organiser, super users and its delegates)",
        params: eventIdParams,
        response: { 200: envelope(z.array(documentView)), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { eventId } = request.params;
      await assertMayReadEvent(deps.db, request.account!, eventId);
      return ok('Documents fetched successfully', (await listGeneralDocuments(deps.db, eventId)).map(documentViewOf));
    },
  );

  api.get(
    '/api/v1/general-documents/get-all-documents-by-event-Id/:eventId',
    {
      schema: {
        tags: TAGS,
        summary: "Every document of an event, general and per committee, for the delegate page (doc_type 'general' or a committee's abbreviation)",
        params: eventIdParams,
        response: { 200: envelope(z.array(documentView)), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { eventId } = request.params;
      await assertMayReadEvent(deps.db, request.account!, eventId);
      return ok('Documents fetched successfully', (await listEventDocuments(deps.db, eventId)).map(documentViewOf));
    },
  );

  api.delete(
    '/api/v1/general-documents/delete-general-document/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a general document (its file goes too)',
        params: idParams,
        response: { 200: envelope(z.object({ id: z.string() })), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const { id } = request.params;
      await support.deleteDocument(request.account!, id, 'general', commandContextOf(request));
      return ok(documentMessages.deleted, { id });
    },
  );
};
