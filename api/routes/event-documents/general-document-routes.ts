import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventDocumentsEndpoints } from '@contract/event-documents';
import { documentMessages } from '@domain/workspace/event-documents';
import { listEventDocuments, listGeneralDocuments } from '../../../projections/workspace/event-documents-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { documentSaveRoute, documentUploadRoute, eventDocumentListRoute } from './document-route-support';
import { documentFields, documentSupport, eventIdField } from './document-support';

const saveBody = z.object({ eventId: eventIdField, ...documentFields });

/** The spec's general document calls (§7 "General documents"). */
export const generalDocumentRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const support = documentSupport(app, deps);
  const endpoints = eventDocumentsEndpoints;

  documentUploadRoute(app, support, endpoints.uploadGeneral, { scope: 'general' });

  documentSaveRoute(app, support, endpoints.saveGeneral, {
    saveBody,
    scope: () => ({ kind: 'general' }),
  });

  eventDocumentListRoute(app, deps, endpoints.general, (eventId) => listGeneralDocuments(deps.db, eventId));
  eventDocumentListRoute(app, deps, endpoints.all, (eventId) => listEventDocuments(deps.db, eventId));

  route(app, endpoints.removeGeneral, async (request) => {
    const { id } = request.params;
    await support.deleteDocument(request.account!, id, 'general', commandContextOf(request));
    return ok(documentMessages.deleted, { id });
  });
};
