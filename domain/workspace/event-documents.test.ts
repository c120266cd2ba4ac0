import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { eventDocumentsDecider, type EventDocumentEvent } from './event-documents';

const at = '2026-11-25T10:00:00.000Z';
const later = '2026-11-26T09:00:00.000Z';
const documents = givenWhenThen(eventDocumentsDecider);

const saveGeneral = (overrides: Partial<{ documentId: string; title: string; docType: string; fileUrl: string }> = {}) => ({
  type: 'SaveEventDocument' as const,
  eventId: 'e1',
  documentId: 'd1',
  scope: { kind: 'general' as const },
  docType: 'general',
  title: 'Code of conduct',
  fileUrl: '/uploads/a.pdf',
  by: 'u1',
  at,
  ...overrides,
});
const saveCommittee = (overrides: Partial<{ documentId: string; title: string; docType: string; fileUrl: string }> = {}) => ({
  ...saveGeneral({ documentId: 'd2', docType: 'UNSC', title: 'Study guide', fileUrl: '/uploads/b.docx', ...overrides }),
  scope: { kind: 'committee' as const, committeeId: 'c1' },
});

const general: EventDocumentEvent = {
  type: 'EventDocumentSaved',
  data: {
    eventId: 'e1',
    documentId: 'd1',
    docType: 'general',
    title: 'Code of conduct',
    fileUrl: '/uploads/a.pdf',
    committeeId: null,
    previous: null,
    by: 'u1',
    at,
  },
};
const committee: EventDocumentEvent = {
  type: 'EventDocumentSaved',
  data: {
    eventId: 'e1',
    documentId: 'd2',
    docType: 'UNSC',
    title: 'Study guide',
    fileUrl: '/uploads/b.docx',
    committeeId: 'c1',
    previous: null,
    by: 'u1',
    at,
  },
};

describe('event documents: saving', () => {
  it('saves a general document with its title trimmed', () => {
    documents
      .given([])
      .when(saveGeneral({ title: '  Code of conduct ' }))
      .then([general]);
  });

  it('saves a committee document under its committee', () => {
    documents.given([general]).when(saveCommittee()).then([committee]);
  });

  it('refuses a missing title with the spec message for each kind of document', () => {
    documents
      .given([])
      .when(saveGeneral({ title: '   ' }))
      .thenFails('DOCUMENT_INVALID', 'Please enter a document title');
    documents
      .given([])
      .when(saveCommittee({ title: '' }))
      .thenFails('DOCUMENT_INVALID', 'Please enter a document name.');
  });

  it('refuses titles over 200 characters and types that do not fit the kind', () => {
    documents
      .given([])
      .when(saveGeneral({ title: 'x'.repeat(201) }))
      .thenFails('DOCUMENT_INVALID', 'Document title must be at most 200 characters');
    documents
      .given([])
      .when(saveGeneral({ docType: 'UNSC' }))
      .thenFails('DOCUMENT_INVALID');
    documents
      .given([])
      .when(saveCommittee({ docType: 'general' }))
      .thenFails('DOCUMENT_INVALID');
  });

  it('stores nothing when the same document is saved again', () => {
    documents
      .given([general])
      .when(saveGeneral({ documentId: 'other' }))
      .then([]);
  });

  it('changes the title of a file saved before, keeping its id', () => {
    documents
      .given([general])
      .when(saveGeneral({ documentId: 'other', title: 'Rules', at: later } as never))
      .then([
        {
          type: 'EventDocumentSaved',
          data: { ...general.data, title: 'Rules', previous: { docType: 'general', title: 'Code of conduct' }, at: later },
        },
      ]);
  });

  it('refuses to save a general document’s file again for a committee', () => {
    documents
      .given([general])
      .when(saveCommittee({ fileUrl: '/uploads/a.pdf' }))
      .thenFails('DOCUMENT_FILE_IN_USE');
  });
});

describe('event documents: deleting', () => {
  const remove = (documentId: string, scope: 'general' | 'committee') => ({
    type: 'DeleteEventDocument' as const,
    eventId: 'e1',
    documentId,
    scope,
    by: 'u2',
    at: later,
  });

  it('deletes a saved document', () => {
    documents
      .given([general])
      .when(remove('d1', 'general'))
      .then([
        {
          type: 'EventDocumentDeleted',
          data: {
            eventId: 'e1',
            documentId: 'd1',
            docType: 'general',
            title: 'Code of conduct',
            fileUrl: '/uploads/a.pdf',
            committeeId: null,
            by: 'u2',
            at: later,
          },
        },
      ]);
  });

  it('answers not found for unknown, deleted, or the other kind of document', () => {
    documents.given([]).when(remove('d1', 'general')).thenFails('DOCUMENT_NOT_FOUND');
    documents
      .given([general, { type: 'EventDocumentDeleted', data: { ...general.data, by: 'u2', at: later } } as EventDocumentEvent])
      .when(remove('d1', 'general'))
      .thenFails('DOCUMENT_NOT_FOUND');
    documents.given([general, committee]).when(remove('d1', 'committee')).thenFails('DOCUMENT_NOT_FOUND');
    documents.given([general, committee]).when(remove('d2', 'general')).thenFails('DOCUMENT_NOT_FOUND');
  });
});
