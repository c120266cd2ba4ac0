import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * An event's documents (spec §3 "Document"): general ones (doc_type 'general') and each
 * committee's (doc_type its abbreviation, with its committee id). All documents of one event
 * live in one stream (`event-documents-<eventId>`), so a file is saved once per event however
 * many identical requests arrive at once.
 */
export const eventDocumentsStreamId = (eventId: string) => `event-documents-${eventId}`;

export const GENERAL_DOC_TYPE = 'general';
export const DOCUMENT_TITLE_MAX = 200;
export const DOC_TYPE_MAX = 50;

export const documentMessages = {
  uploaded: 'Document uploaded successfully',
  saved: 'Document saved successfully',
  deleted: 'Document deleted successfully',
  titleRequired: 'Please enter a document title',
  nameRequired: 'Please enter a document name.',
  titleEmpty: 'Document title cannot be empty',
  titleTooLong: `Document title must be at most ${DOCUMENT_TITLE_MAX} characters`,
  docTypeGeneral: "A general document's type is 'general'",
  docTypeRequired: "Please give the committee's abbreviation as the document type",
  docTypeTooLong: `Document type must be at most ${DOC_TYPE_MAX} characters`,
  fileRequired: 'Please select a file to upload.',
  notFound: 'Document not found',
} as const;

/** Where a document belongs: the event at large, or one of its committees. */
export type DocumentScope = { kind: 'general' } | { kind: 'committee'; committeeId: string };

const documentFields = {
  eventId: z.string(),
  documentId: z.string(),
  docType: z.string(),
  title: z.string(),
  fileUrl: z.string(),
  /** null for general documents. */
  committeeId: z.string().nullable(),
};

export const eventDocumentEventSchemas = {
  /** A new document, or a saved one given another title or type (`previous` holds what it was). */
  EventDocumentSaved: z.object({
    ...documentFields,
    previous: z.object({ docType: z.string(), title: z.string() }).nullable(),
    by: z.string(),
    at: z.iso.datetime(),
  }),
  EventDocumentDeleted: z.object({ ...documentFields, by: z.string(), at: z.iso.datetime() }),
};

type Schemas = typeof eventDocumentEventSchemas;
export type EventDocumentEventType = keyof Schemas;
export type EventDocumentEvent = { [Type in EventDocumentEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[EventDocumentEventType];
export const eventDocumentEventTypes = Object.keys(eventDocumentEventSchemas) as EventDocumentEventType[];

export const parseEventDocumentEvent = (type: string, data: unknown): EventDocumentEvent | null => {
  if (!(type in eventDocumentEventSchemas)) return null;
  return { type, data: eventDocumentEventSchemas[type as EventDocumentEventType].parse(data) } as EventDocumentEvent;
};

export type EventDocumentCommand =
  | ({
      type: 'SaveEventDocument';
      eventId: string;
      documentId: string;
      scope: DocumentScope;
      docType: string;
      title: string;
      fileUrl: string;
    } & Stamp)
  | ({ type: 'DeleteEventDocument'; eventId: string; documentId: string; scope: DocumentScope['kind'] } & Stamp);

export interface SavedDocument {
  documentId: string;
  docType: string;
  title: string;
  fileUrl: string;
  committeeId: string | null;
}

/** The event's live documents by id. */
export interface EventDocumentsState {
  documents: ReadonlyMap<string, SavedDocument>;
}

const invalid = (field: string, message: string, code = 'DOCUMENT_INVALID') =>
  new DomainError('validation', code, message, { [field]: message });
const notFound = () => new DomainError('not_found', 'DOCUMENT_NOT_FOUND', documentMessages.notFound);

/** The title as stored (trimmed), or the rule it breaks. General documents and committee ones word the empty case as the spec does. */
export const checkedTitle = (title: string, scope: DocumentScope['kind']): string => {
  const trimmed = title.trim();
  if (trimmed === '') throw invalid('title', scope === 'general' ? documentMessages.titleRequired : documentMessages.nameRequired);
  if (trimmed.length > DOCUMENT_TITLE_MAX) throw invalid('title', documentMessages.titleTooLong);
  return trimmed;
};

const checkedDocType = (docType: string, scope: DocumentScope): string => {
  const trimmed = docType.trim();
  if (scope.kind === 'general') {
    if (trimmed !== GENERAL_DOC_TYPE) throw invalid('doc_type', documentMessages.docTypeGeneral);
    return trimmed;
  }
  if (trimmed === '' || trimmed.toLowerCase() === GENERAL_DOC_TYPE) throw invalid('doc_type', documentMessages.docTypeRequired);
  if (trimmed.length > DOC_TYPE_MAX) throw invalid('doc_type', documentMessages.docTypeTooLong);
  return trimmed;
};

const save = (command: Extract<EventDocumentCommand, { type: 'SaveEventDocument' }>, state: EventDocumentsState): EventDocumentEvent[] => {
  const title = checkedTitle(command.title, command.scope.kind);
  const docType = checkedDocType(command.docType, command.scope);
  if (command.fileUrl.trim() === '') throw invalid('file_url', documentMessages.fileRequired);
  const committeeId = command.scope.kind === 'committee' ? command.scope.committeeId : null;
  // A file is one document of its event: saving it again changes that document (or nothing).
  const existing = [...state.documents.values()].find((document) => document.fileUrl === command.fileUrl);
  if (existing && existing.committeeId !== committeeId) {
    throw new DomainError('conflict', 'DOCUMENT_FILE_IN_USE', 'This file is already saved as another document of this event');
  }
  if (existing && existing.title === title && existing.docType === docType) return [];
  return [
    {
      type: 'EventDocumentSaved',
      data: {
        eventId: command.eventId,
        documentId: existing?.documentId ?? command.documentId,
        docType,
        title,
        fileUrl: command.fileUrl,
        committeeId,
        previous: existing ? { docType: existing.docType, title: existing.title } : null,
        by: command.by,
        at: command.at,
      },
    },
  ];
};

export const eventDocumentsDecider: Decider<EventDocumentsState, EventDocumentCommand, EventDocumentEvent> = {
  initialState: { documents: new Map() },
  evolve: (state, event) => {
    const documents = new Map(state.documents);
    switch (event.type) {
      case 'EventDocumentSaved': {
        const { documentId, docType, title, fileUrl, committeeId } = event.data;
        documents.set(documentId, { documentId, docType, title, fileUrl, committeeId });
        return { documents };
      }
      case 'EventDocumentDeleted':
        documents.delete(event.data.documentId);
        return { documents };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SaveEventDocument':
        return save(command, state);
      case 'DeleteEventDocument': {
        const document = state.documents.get(command.documentId);
        // A general document is not deleted through a committee's call, nor the other way round.
        if (!document || (document.committeeId === null) !== (command.scope === 'general')) throw notFound();
        return [{ type: 'EventDocumentDeleted', data: { eventId: command.eventId, ...document, by: command.by, at: command.at } }];
      }
      default:
        return assertNever(command);
    }
  },
};
