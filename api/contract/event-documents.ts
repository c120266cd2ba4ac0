import { z } from 'zod';
import { checkedByRoute, deletedId, eventIdParams, idParams, pathId } from './checked-by-route';
import { endpoint, multipartBody } from './endpoint';

const TAG = 'event-documents';

/** A document as the calls answer it (spec §3 "Document"); committeeId is the event committee's, null for a general one. */
export const documentView = z.object({
  id: z.string(),
  eventId: z.string(),
  committeeId: z.string().nullable(),
  doc_type: z.string(),
  title: z.string(),
  file_url: z.string(),
});

/** The upload answers the stored file's URL both in data and beside it (spec §7). */
const uploadAnswer = { data: z.object({ documentUrl: z.string() }), extra: { documentUrl: z.string() } };
const documentFields = {
  eventId: z.string(),
  doc_type: z.string(),
  title: z.string(),
  file_url: z.string().describe('The documentUrl the upload answered'),
};
const sharedList = { access: 'signed-in', tag: TAG, params: eventIdParams, data: z.array(documentView) } as const;

export const eventDocumentsEndpoints = {
  uploadGeneral: endpoint({
    method: 'POST',
    path: '/api/v1/general-documents/upload-general-document',
    access: 'organiser',
    tag: TAG,
    summary:
      "Upload a general document of an event (.pdf, .doc, .docx; checked by content); only the event's organiser can read it with its delegates",
    description: 'multipart/form-data: the field eventId first, then the file in the field file.',
    body: multipartBody,
    ...uploadAnswer,
  }),
  saveGeneral: endpoint({
    method: 'POST',
    path: '/api/v1/general-documents/save-general-document',
    access: 'organiser',
    tag: TAG,
    summary: 'Save a general document (a file you uploaded for this event) with its title; saving it again with another title renames it',
    description: 'Answers 201 when the document is new, 200 when it was renamed.',
    body: checkedByRoute(documentFields),
    data: documentView,
  }),
  general: endpoint({
    method: 'GET',
    path: '/api/v1/general-documents/get-general-documents-by-event/:eventId',
    summary: "An event's general documents (its organiser, super users and its delegates)",
    ...sharedList,
  }),
  all: endpoint({
    method: 'GET',
    path: '/api/v1/general-documents/get-all-documents-by-event-Id/:eventId',
    summary:
      "Every document of an event, general and per committee, for the delegate page (doc_type 'general' or a committee's abbreviation)",
    ...sharedList,
  }),
  removeGeneral: endpoint({
    method: 'DELETE',
    path: '/api/v1/general-documents/delete-general-document/:id',
    access: 'organiser',
    tag: TAG,
    summary: 'Delete a general document (its file goes too)',
    params: idParams,
    data: deletedId,
  }),
  uploadCommittee: endpoint({
    method: 'POST',
    path: '/api/v1/event-committees-agendas/upload-agenda-document',
    access: 'organiser',
    tag: TAG,
    summary: "Upload a document of one of an event's committees (.pdf, .doc, .docx, .txt; checked by content)",
    description: 'multipart/form-data: the fields eventId and committeeId first, then the file in the field file.',
    body: multipartBody,
    ...uploadAnswer,
  }),
  saveCommittee: endpoint({
    method: 'POST',
    path: '/api/v1/event-committees-agendas/save-event-committee-document',
    access: 'organiser',
    tag: TAG,
    summary: "Save a committee's document (a file you uploaded for this event) with its title; doc_type is the committee's abbreviation",
    description: 'Answers 201 when the document is new, 200 when it was renamed.',
    body: checkedByRoute({ ...documentFields, committeeId: z.string().describe("The event committee's id") }),
    data: documentView,
  }),
  committee: endpoint({
    method: 'GET',
    path: '/api/v1/event-committees-agendas/get-agenda-documents-by-event/:eventId/:committeeId',
    access: 'signed-in',
    tag: TAG,
    summary: "One committee's documents in an event, as data.data (its organiser, super users and the event's delegates)",
    params: z.object({ eventId: pathId, committeeId: pathId }),
    data: z.object({ data: z.array(documentView) }),
  }),
  removeCommittee: endpoint({
    method: 'DELETE',
    path: '/api/v1/event-committees-agendas/delete-event-committee-document/:id',
    access: 'organiser',
    tag: TAG,
    summary: "Delete a committee's document (its file goes too)",
    params: idParams,
    data: deletedId,
  }),
};
