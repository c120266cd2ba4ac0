import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentMessages } from '@domain/workspace/event-documents';
import { listEventDocuments, listGeneralDocuments } from '../../../projections/workspace/event-documents-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { documentSaveRoute, documentUploadRoute, eventDocumentListRoute } from './document-route-support';
import { documentFields, documentSupport, eventIdField, idParams } from './document-support';

const TAGS = ['event-documents'];
const saveBody = z.object({ eventId: eventIdField, ...documentFields });

/** The spec's general document calls (§7 "General documents"). */
export const generalDocumentRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = documentSupport(app, deps);

  documentUploadRoute(app, support, {
    url: '/api/v1/general-documents/upload-general-document',
    summary: "Upload a general document of an event (.pdf, .doc, .docx; checked by content); only the event's organiser can read it with its delegates",
    description: 'multipart/form-data: the field eventId first, then the file in the field file.',
    scope: 'general',
  });

  documentSaveRoute(app, support, {
    url: '/api/v1/general-documents/save-general-document',
    summary: 'Save a general document (a file you uploaded for this event) with its title; saving it again with another title renames it',
    saveBody,
    scope: () => ({ kind: 'general' }),
    listed: (eventId) => listGeneralDocuments(deps.db, eventId),
  });

  eventDocumentListRoute(app, deps, {
    url: '/api/v1/general-documents/get-general-documents-by-event/:eventId',
    summary: "An event's general documents (its organiser, super users and its delegates)",
    listed: (eventId) => listGeneralDocuments(deps.db, eventId),
  });

  eventDocumentListRoute(app, deps, {
    url: '/api/v1/general-documents/get-all-documents-by-event-Id/:eventId',
    summary: "Every document of an event, general and per committee, for the delegate page (doc_type 'general' or a committee's abbreviation)",
    listed: (eventId) => listEventDocuments(deps.db, eventId),
  });

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
