import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { documentMessages as sharedDocumentMessages } from '@domain/workspace/event-documents';
import { apiRequest, apiRequestAnswer } from '../../../lib/api-client';

/** Spec §3 "Document". */
export const documentSchema = z.object({
  id: z.string(),
  doc_type: z.string(),
  title: z.string(),
  file_url: z.string().optional(),
});
export type EventDocument = z.infer<typeof documentSchema>;

/** The shared rules' messages (domain/workspace/event-documents.ts) and the screens' own. */
export const documentMessages = {
  ...sharedDocumentMessages,
  deleteFailed: 'Failed to delete document',
  uploadFailed: 'Failed to upload document. Please try again.',
  saveFailed: 'Failed to save document',
  updateFailed: 'Failed to update document',
  loadFailed: 'Failed to load documents',
  eventMissing: 'Event ID is missing. Please refresh the page and try again.',
  committeeMissing: 'Please select a committee first.',
  committeeNotFound: 'Committee ID not found. Please select a valid committee.',
} as const;

/** The file pickers' accept lists (spec §2 and §5). */
export const GENERAL_DOCUMENT_ACCEPT = '.pdf,.doc,.docx';
export const COMMITTEE_DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.txt';

/** A chosen file's name without its extension: the title the form starts with. */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]+$/, '');

export const generalDocumentsKey = (eventId: string) => ['event-workspace', 'general-documents', eventId] as const;
export const committeeDocumentsKey = (eventId: string, committeeId: string) => ['event-workspace', 'committee-documents', eventId, committeeId] as const;

/** GET /api/v1/general-documents/get-general-documents-by-event/{eventId}. */
const getGeneralDocuments = async (eventId: string, signal?: AbortSignal) =>
  (await apiRequest(`/api/v1/general-documents/get-general-documents-by-event/${encodeURIComponent(eventId)}`, { schema: z.array(documentSchema), signal })) ?? [];

export const useGeneralDocuments = (eventId: string) =>
  useQuery(queryOptions({ queryKey: generalDocumentsKey(eventId), queryFn: ({ signal }) => getGeneralDocuments(eventId, signal) }));

/** GET /api/v1/event-committees-agendas/get-agenda-documents-by-event/{eventId}/{committeeId}: the list is in data.data. */
const getCommitteeDocuments = async (eventId: string, committeeId: string, signal?: AbortSignal) =>
  (
    await apiRequest(`/api/v1/event-committees-agendas/get-agenda-documents-by-event/${encodeURIComponent(eventId)}/${encodeURIComponent(committeeId)}`, {
      schema: z.object({ data: z.array(documentSchema) }),
      signal,
    })
  )?.data ?? [];

export const useCommitteeDocuments = (eventId: string, committeeId: string) =>
  useQuery(
    queryOptions({ queryKey: committeeDocumentsKey(eventId, committeeId), queryFn: ({ signal }) => getCommitteeDocuments(eventId, committeeId, signal), enabled: committeeId !== '' }),
  );

const uploaded = z.object({ documentUrl: z.string().min(1) });

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
  if (committee) form.append('committeeId', committee.id);
  form.append('file', file);
  const upload = committee ? '/api/v1/event-committees-agendas/upload-agenda-document' : '/api/v1/general-documents/upload-general-document';
  const file_url = (await apiRequest(upload, { method: 'POST', schema: uploaded, body: form }))?.documentUrl;
  if (!file_url) return undefined;
  const save = committee ? '/api/v1/event-committees-agendas/save-event-committee-document' : '/api/v1/general-documents/save-general-document';
  const body = committee ? { eventId, committeeId: committee.id, doc_type: committee.abbr, title, file_url } : { eventId, doc_type: 'general', title, file_url };
  return apiRequestAnswer(save, { method: 'POST', schema: documentSchema, body });
};

/** DELETE delete-general-document/{id} or delete-event-committee-document/{id}. */
export const deleteDocument = ({ id, committee }: { id: string; committee: boolean }) =>
  apiRequest(
    committee
      ? `/api/v1/event-committees-agendas/delete-event-committee-document/${encodeURIComponent(id)}`
      : `/api/v1/general-documents/delete-general-document/${encodeURIComponent(id)}`,
    { method: 'DELETE', schema: z.object({ id: z.string() }) },
  );

/** Both writes reload the list they changed (the server answers once its read model holds the change). */
export const useSaveDocument = (queryKey: readonly unknown[]) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDocument, onSuccess: () => client.invalidateQueries({ queryKey }) });
};

export const useDeleteDocument = (queryKey: readonly unknown[]) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSuccess: () => client.invalidateQueries({ queryKey }) });
};
