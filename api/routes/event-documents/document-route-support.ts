import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveEventDocument } from '../../../commands/workspace/event-documents';
import { documentMessages, type DocumentScope } from '@domain/workspace/event-documents';
import { parseOrReject } from '@domain/shared/validation';
import type { EventDocumentRow } from '../../../projections/workspace/event-documents-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { assertMayReadEvent } from '../../lib/event-access';
import { uploadUrl } from '../../plugins/uploads';
import { anyBody, documentSupport, documentView, documentViewOf, eventIdField, eventIdParams } from './document-support';

const TAGS = ['event-documents'];

type DocumentSupport = ReturnType<typeof documentSupport>;
type SavedFields = { eventId: string; doc_type: string; title: string; file_url: string };

/**
 * The upload call of one kind of document: the organiser who manages the event (and, through
 * `check`, whatever else the kind needs from the fields sent before the file) stores the file
 * and gets its URL back.
 */
export const documentUploadRoute = (
  app: FastifyInstance,
  support: DocumentSupport,
  route: {
    url: string;
    summary: string;
    description: string;
    scope: DocumentScope['kind'];
    check?: (fields: Record<string, string>, eventId: string) => Promise<void>;
  },
) =>
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      schema: {
        tags: TAGS,
        summary: route.summary,
        description: route.description,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ documentUrl: z.string() })).extend({ documentUrl: z.string() }), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const account = request.account!;
      const file = await support.readDocument(request, route.scope);
      const eventId = support.field(file.fields, 'eventId', eventIdField);
      await support.assertManagesEvent(account, eventId);
      await route.check?.(file.fields, eventId);
      const { name } = await app.storage.put(file.bytes, file.type, { ownerId: account.id, purpose: 'event-document', eventId });
      const documentUrl = uploadUrl(name);
      return { ...ok(documentMessages.uploaded, { documentUrl }), documentUrl };
    },
  );

/**
 * The save call of one kind of document: the event id is checked first (its own message) and
 * managed by the caller, then the whole body, then (through `check`) what the kind needs; the
 * document answers 201 when new, 200 when renamed.
 */
export const documentSaveRoute = <Body extends SavedFields>(
  app: FastifyInstance,
  support: DocumentSupport,
  route: {
    url: string;
    summary: string;
    saveBody: z.ZodType<Body>;
    scope: (body: Body) => DocumentScope;
    check?: (eventId: string, body: Body) => Promise<void>;
    listed: (eventId: string, body: Body) => Promise<EventDocumentRow[]>;
  },
) =>
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      schema: {
        tags: TAGS,
        summary: route.summary,
        body: anyBody,
        response: { 200: envelope(documentView), 201: envelope(documentView), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request, reply) => {
      const account = request.account!;
      const eventId = parseOrReject(z.object({ eventId: eventIdField }), request.body ?? {}).eventId;
      await support.assertManagesEvent(account, eventId);
      const body = parseOrReject(route.saveBody, request.body ?? {});
      await route.check?.(eventId, body);
      const scope = route.scope(body);
      const fileUrl = await support.checkedFileUrl(body.file_url, account, eventId, scope.kind);
      const result = await saveEventDocument(
        support.environment(),
        { eventId, scope, docType: body.doc_type, title: body.title, fileUrl, by: account.id },
        commandContextOf(request),
      );
      await support.settle(result.position ?? result.basedOn);
      const saved = (await route.listed(eventId, body)).find((row) => row.file_url === fileUrl);
      const created = result.events.some((event) => event.type === 'EventDocumentSaved' && event.data.previous === null);
      reply.status(created ? 201 : 200);
      return ok(documentMessages.saved, documentViewOf(saved!));
    },
  );

/** A call answering some of an event's documents to whoever may read the event. */
export const eventDocumentListRoute = (
  app: FastifyInstance,
  deps: AppDependencies,
  route: { url: string; summary: string; listed: (eventId: string) => Promise<EventDocumentRow[]> },
) =>
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      schema: {
        tags: TAGS,
        summary: route.summary,
        params: eventIdParams,
        response: { 200: envelope(z.array(documentView)), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { eventId } = request.params;
      await assertMayReadEvent(deps.db, request.account!, eventId);
      return ok('Documents fetched successfully', (await route.listed(eventId)).map(documentViewOf));
    },
  );
