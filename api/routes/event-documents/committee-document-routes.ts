import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventDocumentsEndpoints } from '@contract/event-documents';
import { documentMessages } from '@domain/workspace/event-documents';
import { listCommitteeDocuments } from '../../../projections/workspace/event-documents-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { assertMayReadEvent } from '../../lib/event-access';
import { route } from '../../lib/route';
import { documentSaveRoute, documentUploadRoute } from './document-route-support';
import { committeeIdField, documentFields, documentSupport, documentViewOf, eventIdField } from './document-support';

/** In the wire's names: the spec's field messages name the field committeeId. */
const saveBody = z.object({ eventId: eventIdField, committeeId: committeeIdField, ...documentFields });

/** The spec's committee document calls (§7 "Agendas and committee documents"). */
export const committeeDocumentRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const support = documentSupport(app, deps);
  const endpoints = eventDocumentsEndpoints;

  documentUploadRoute(app, support, endpoints.uploadCommittee, {
    scope: 'committee',
    check: async (fields, eventId) => {
      // Multipart fields keep the wire's names.
      const eventCommitteeId = support.field(fields, 'committeeId', committeeIdField);
      await support.assertEventCommittee(eventId, eventCommitteeId);
    },
  });

  documentSaveRoute(app, support, endpoints.saveCommittee, {
    saveBody,
    check: (eventId, body) => support.assertEventCommittee(eventId, body.eventCommitteeId),
    scope: (body) => ({ kind: 'committee', committeeId: body.eventCommitteeId }),
  });

  route(app, endpoints.committee, async (request) => {
    const { eventId, eventCommitteeId } = request.params;
    await assertMayReadEvent(deps.db, request.account!, eventId);
    return ok('Documents fetched successfully', {
      data: (await listCommitteeDocuments(deps.db, eventId, eventCommitteeId)).map(documentViewOf),
    });
  });

  route(app, endpoints.removeCommittee, async (request) => {
    const { id } = request.params;
    await support.deleteDocument(request.account!, id, 'committee', commandContextOf(request));
    return ok(documentMessages.deleted, { id });
  });
};
