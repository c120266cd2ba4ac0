import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventDocumentsEndpoints, type documentView } from '@contract/event-documents';
import { documentMessages as sharedDocumentMessages } from '@domain/workspace/event-documents';
import { msg } from '../../../i18n/intl';
import { call, callAnswer, keyOf } from '../../../lib/call';

/** Spec §3 "Document". */
export type EventDocument = z.output<typeof documentView>;

/**
 * The shared rules' messages (domain/workspace/event-documents.ts, shown with tm()) and the
 * screens' own (marked with msg(), shown with t()).
 */
export const documentMessages = {
  ...sharedDocumentMessages,
  deleteFailed: msg('Failed to delete document'),
  uploadFailed: msg('Failed to upload document. Please try again.'),
  saveFailed: msg('Failed to save document'),
  updateFailed: msg('Failed to update document'),
  loadFailed: msg('Failed to load documents'),
  eventMissing: msg('Event ID is missing. Please refresh the page and try again.'),
  committeeMissing: msg('Please select a committee first.'),
  committeeNotFound: msg('Committee ID not found. Please select a valid committee.'),
} as const;

/** The file pickers' accept lists (spec §2 and §5). */
export const GENERAL_DOCUMENT_ACCEPT = '.pdf,.doc,.docx';
export const COMMITTEE_DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.txt';

/** A chosen file's name without its extension: the title the form starts with. */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]+$/, '');

export const generalDocumentsKey = (eventId: string) => keyOf(eventDocumentsEndpoints.general, { params: { eventId } });
export const committeeDocumentsKey = (eventId: string, eventCommitteeId: string) =>
  keyOf(eventDocumentsEndpoints.committee, { params: { eventId, eventCommitteeId } });

const getGeneralDocuments = async (eventId: string, signal?: AbortSignal) =>
  (await call(eventDocumentsEndpoints.general, { params: { eventId } }, { signal })) ?? [];

export const useGeneralDocuments = (eventId: string) =>
  useQuery(queryOptions({ queryKey: generalDocumentsKey(eventId), queryFn: ({ signal }) => getGeneralDocuments(eventId, signal) }));

/** One committee's documents: the list is in data.data. */
const getCommitteeDocuments = async (eventId: string, eventCommitteeId: string, signal?: AbortSignal) =>
  (await call(eventDocumentsEndpoints.committee, { params: { eventId, eventCommitteeId } }, { signal }))?.data ?? [];

export const useCommitteeDocuments = (eventId: string, eventCommitteeId: string) =>
  useQuery(
    queryOptions({
      queryKey: committeeDocumentsKey(eventId, eventCommitteeId),
      queryFn: ({ signal }) => getCommitteeDocuments(eventId, eventCommitteeId, signal),
      enabled: eventCommitteeId !== '',
    }),
  );

export interface SaveDocumentInput {
  eventId: string;
  title: string;
  file: File;
  /** Absent for a general document. */
  committee?: { id: string; abbr: string };
}

/**
 * Uploads the file (multipart: the ids first, then the file), then saves the document under
 * its title: POST upload-general-document + save-general-document, or upload-agenda-document
 * + save-event-committee-document.
 */
export const saveDocument = async ({ eventId, title, file, committee }: SaveDocumentInput) => {
  const form = new FormData();
  form.append('eventId', eventId);
  // Multipart fields keep the wire's names: committeeId is the event committee.
  if (committee) form.append('committeeId', committee.id);
  form.append('file', file);
  const upload = committee ? eventDocumentsEndpoints.uploadCommittee : eventDocumentsEndpoints.uploadGeneral;
  const file_url = (await call(upload, { body: form }))?.documentUrl;
  if (!file_url) return undefined;
  return committee
    ? callAnswer(eventDocumentsEndpoints.saveCommittee, {
        body: { eventId, eventCommitteeId: committee.id, doc_type: committee.abbr, title, file_url },
      })
    : callAnswer(eventDocumentsEndpoints.saveGeneral, { body: { eventId, doc_type: 'general', title, file_url } });
};

/** Deletes a general or a committee document. */
export const deleteDocument = ({ id, committee }: { id: string; committee: boolean }) =>
  call(committee ? eventDocumentsEndpoints.removeCommittee : eventDocumentsEndpoints.removeGeneral, { params: { id } });

/**
 * Both writes reload the list they changed and the delegate page's list of every document
 * (the server answers once its read model holds the change).
 */
const useDocumentWrite = <Input, Answer>(mutationFn: (input: Input) => Promise<Answer>, queryKey: QueryKey) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey }), client.invalidateQueries({ queryKey: keyOf(eventDocumentsEndpoints.all) })]),
  });
};

export const useSaveDocument = (queryKey: QueryKey) => useDocumentWrite(saveDocument, queryKey);
export const useDeleteDocument = (queryKey: QueryKey) => useDocumentWrite(deleteDocument, queryKey);
