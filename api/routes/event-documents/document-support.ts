import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { documentView } from '@contract/event-documents';
import type { Position } from '../../../commands/event-store/port';
import type { CommandContext } from '../../../commands/handler/command-handler';
import { deleteEventDocument, loadEventDocuments } from '../../../commands/workspace/event-documents';
import { documentMessages, type DocumentScope } from '@domain/workspace/event-documents';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import {
  eventDocumentsListProjection,
  findEventDocument,
  type EventDocumentRow,
} from '../../../projections/workspace/event-documents-list';
import type { AccountRow } from '../../../projections/users/accounts-projection';
import { findEventCommittee } from '../../../projections/workspace/event-committees-list';
import type { AppDependencies } from '../../dependencies';
import { assertManagesEvent } from '../../lib/event-access';
import { uploadUrl } from '../../plugins/uploads';
import { fileTypeOfName } from '../../uploads/file-storage';
import { committeeDocumentTypes, generalDocumentTypes, type FileType } from '../../uploads/sniff-file-type';

export const EVENT_ID_MISSING_MESSAGE = 'Event ID is missing. Please refresh the page and try again.';
export const COMMITTEE_NOT_FOUND_MESSAGE = 'Committee ID not found. Please select a valid committee.';
export const DOCUMENT_FILE_NOT_FOUND_MESSAGE = 'This document could not be found. Please upload it again.';
export const DOCUMENT_FILE_NOT_YOURS_MESSAGE = 'You can only save documents that you uploaded for this event.';

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);
export const eventIdField = requiredId(EVENT_ID_MISSING_MESSAGE);
export const committeeIdField = requiredId(COMMITTEE_NOT_FOUND_MESSAGE);
/** The domain checks title and type; here only their shape. */
export const documentFields = {
  doc_type: z.string({ error: 'Please give the document type' }).max(1000),
  title: z.string({ error: documentMessages.titleRequired }).max(1000),
  file_url: z.string({ error: documentMessages.fileRequired }).max(1000),
};

export const documentViewOf = (row: EventDocumentRow): z.infer<typeof documentView> => ({
  id: row.id,
  eventId: row.event_id,
  committeeId: row.committee_id,
  doc_type: row.doc_type,
  title: row.title,
  file_url: row.file_url,
});

// What the upload answers (`/uploads/<name>`), possibly made absolute by the client.
const uploadedPath = /^(?:https?:\/\/[^/]+)?\/uploads\/([^/?#]+)$/;

const allowedTypes = (scope: DocumentScope['kind']): readonly FileType[] =>
  scope === 'general' ? generalDocumentTypes : committeeDocumentTypes;

/** What every document route needs. */
export const documentSupport = (app: FastifyInstance, deps: AppDependencies) => ({
  environment: () => ({ store: deps.store, now: deps.clock() }),
  /** The lists show the write before the route answers. */
  settle: async (position: Position | null) => {
    if (!position) return;
    await deps.readModels.waitFor(position, {
      projections: [eventDocumentsListProjection.name],
      timeoutMs: deps.config.PROJECTION_WAIT_MS,
    });
  },
  assertManagesEvent: (account: AccountRow, eventId: string) => assertManagesEvent(deps.db, account, eventId),

  /**
   * A save's answer: the document holding this file as the event's documents stream holds it
   * (a new one, a renamed one, or one saved before unchanged), whatever the list has caught up with.
   */
  storedDocumentView: async (eventId: string, fileUrl: string): Promise<z.infer<typeof documentView>> => {
    const { documents } = await loadEventDocuments(deps.store, eventId);
    const saved = [...documents.values()].find((document) => document.fileUrl === fileUrl);
    if (!saved) throw new DomainError('not_found', 'DOCUMENT_NOT_FOUND', documentMessages.notFound);
    return {
      id: saved.documentId,
      eventId,
      committeeId: saved.committeeId,
      doc_type: saved.docType,
      title: saved.title,
      file_url: saved.fileUrl,
    };
  },

  /** The committee must be one of the event's own (the event committee's id, not the catalogue's). */
  assertEventCommittee: async (eventId: string, eventCommitteeId: string) => {
    if (!(await findEventCommittee(deps.db, eventId, eventCommitteeId))) {
      throw new DomainError('validation', 'COMMITTEE_NOT_FOUND', COMMITTEE_NOT_FOUND_MESSAGE, { committeeId: COMMITTEE_NOT_FOUND_MESSAGE });
    }
  },

  /** Reads the uploaded document (its type allowed for the scope), with the fields sent before it. */
  readDocument: async (request: FastifyRequest, scope: DocumentScope['kind']) =>
    app.readSingleFile(request, { field: 'file', maxBytes: deps.config.DOCUMENT_MAX_BYTES, allowed: allowedTypes(scope) }),

  /** The multipart field as a required id, or the spec's message for it. */
  field: (fields: Record<string, string>, name: string, schema: z.ZodType<string>) =>
    parseOrReject(z.object({ [name]: schema }), fields)[name] as string,

  /**
   * A saved document names a file uploaded here, for this event, by the person saving it, of
   * a type allowed for its kind. Answers the URL in canonical form.
   */
  checkedFileUrl: async (url: string, account: AccountRow, eventId: string, scope: DocumentScope['kind']): Promise<string> => {
    const name = uploadedPath.exec(url.trim())?.[1];
    const type = name ? fileTypeOfName(name) : null;
    const stored = name && type && allowedTypes(scope).includes(type) ? await app.storage.read(name) : null;
    if (!stored)
      throw new DomainError('validation', 'DOCUMENT_FILE_NOT_FOUND', DOCUMENT_FILE_NOT_FOUND_MESSAGE, {
        file_url: DOCUMENT_FILE_NOT_FOUND_MESSAGE,
      });
    const owner = stored.owner;
    if (owner?.purpose !== 'event-document' || owner.ownerId !== account.id || owner.eventId !== eventId) {
      throw new DomainError('forbidden', 'DOCUMENT_FILE_NOT_YOURS', DOCUMENT_FILE_NOT_YOURS_MESSAGE, {
        file_url: DOCUMENT_FILE_NOT_YOURS_MESSAGE,
      });
    }
    return uploadUrl(name!);
  },

  /**
   * Deletes the document if this account manages its event (404 when it does not exist or is
   * of the other kind), then its file, so nobody reaches it through an old link.
   */
  deleteDocument: async (account: AccountRow, id: string, scope: DocumentScope['kind'], context: CommandContext) => {
    const row = await findEventDocument(deps.db, id);
    if (!row || (row.committee_id === null) !== (scope === 'general'))
      throw new DomainError('not_found', 'DOCUMENT_NOT_FOUND', documentMessages.notFound);
    await assertManagesEvent(deps.db, account, row.event_id);
    const result = await deleteEventDocument(
      { store: deps.store, now: deps.clock() },
      { eventId: row.event_id, documentId: id, scope, by: account.id },
      context,
    );
    if (result.position)
      await deps.readModels.waitFor(result.position, {
        projections: [eventDocumentsListProjection.name],
        timeoutMs: deps.config.PROJECTION_WAIT_MS,
      });
    const name = uploadedPath.exec(row.file_url)?.[1];
    if (name && !result.replayed) await app.storage.remove(name);
  },
});
