import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { saveEventDocument } from '../../../commands/workspace/event-documents';
import { toInside, toWire, type Inside } from '@contract/endpoint';
import type { eventDocumentsEndpoints } from '@contract/event-documents';
import { documentMessages, type DocumentScope } from '@domain/workspace/event-documents';
import { parseOrReject } from '@domain/shared/validation';
import type { EventDocumentRow } from '../../../projections/workspace/event-documents-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { assertMayReadEvent } from '../../lib/event-access';
import { route, type ContractAnswer } from '../../lib/route';
import { uploadUrl } from '../../plugins/uploads';
import { documentSupport, documentViewOf, eventIdField } from './document-support';

type DocumentSupport = ReturnType<typeof documentSupport>;
type Endpoints = typeof eventDocumentsEndpoints;
type SavedFields = { eventId: string; doc_type: string; title: string; file_url: string };

/**
 * The upload call of one kind of document: the organiser who manages the event (and, through
 * `check`, whatever else the kind needs from the fields sent before the file) stores the file
 * and gets its URL back.
 */
export const documentUploadRoute = (
  app: FastifyInstance,
  support: DocumentSupport,
  endpoint: Endpoints['uploadGeneral' | 'uploadCommittee'],
  upload: { scope: DocumentScope['kind']; check?: (fields: Record<string, string>, eventId: string) => Promise<void> },
) =>
  route(
    app,
    endpoint,
    async (request) => {
      const account = request.account!;
      const file = await support.readDocument(request, upload.scope);
      const eventId = support.field(file.fields, 'eventId', eventIdField);
      await support.assertManagesEvent(account, eventId);
      await upload.check?.(file.fields, eventId);
      const { name } = await app.storage.put(file.bytes, file.type, { ownerId: account.id, purpose: 'event-document', eventId });
      const documentUrl = uploadUrl(name);
      return { ...ok(documentMessages.uploaded, { documentUrl }), documentUrl };
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );

/**
 * The save call of one kind of document: the event id is checked first (its own message) and
 * managed by the caller, then the whole body (in the wire's names, as the spec's field
 * messages name them), then (through `check`) what the kind needs; the document answers 201
 * when new, 200 when renamed.
 */
export const documentSaveRoute = <
  E extends Endpoints['saveGeneral' | 'saveCommittee'],
  Wire extends SavedFields,
  Body extends SavedFields = Inside<Wire>,
>(
  app: FastifyInstance,
  support: DocumentSupport,
  endpoint: E,
  save: {
    saveBody: z.ZodType<Wire>;
    scope: (body: Body) => DocumentScope;
    check?: (eventId: string, body: Body) => Promise<void>;
  },
) =>
  route(app, endpoint, async (request, reply) => {
    const account = request.account!;
    const sent = toWire(request.body ?? {});
    const eventId = parseOrReject(z.object({ eventId: eventIdField }), sent).eventId;
    await support.assertManagesEvent(account, eventId);
    const body = toInside(parseOrReject(save.saveBody, sent)) as unknown as Body;
    await save.check?.(eventId, body);
    const scope = save.scope(body);
    const fileUrl = await support.checkedFileUrl(body.file_url, account, eventId, scope.kind);
    const result = await saveEventDocument(
      support.environment(),
      { eventId, scope, docType: body.doc_type, title: body.title, fileUrl, by: account.id },
      commandContextOf(request),
    );
    await support.settle(result.position ?? result.basedOn);
    const created = result.events.some((event) => event.type === 'EventDocumentSaved' && event.data.previous === null);
    reply.status(created ? 201 : 200);
    return ok(documentMessages.saved, await support.storedDocumentView(eventId, fileUrl)) as ContractAnswer<E>;
  });

/** A call answering some of an event's documents to whoever may read the event. */
export const eventDocumentListRoute = (
  app: FastifyInstance,
  deps: AppDependencies,
  endpoint: Endpoints['general' | 'all'],
  listed: (eventId: string) => Promise<EventDocumentRow[]>,
) =>
  route(app, endpoint, async (request) => {
    const { eventId } = request.params;
    await assertMayReadEvent(deps.db, request.account!, eventId);
    return ok('Documents fetched successfully', (await listed(eventId)).map(documentViewOf));
  });
