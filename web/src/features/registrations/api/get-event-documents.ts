import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** One document as the delegate page lists it: doc_type 'general' or a committee's abbreviation, with that committee's id. */
export const delegateDocumentSchema = z.object({
  id: z.string().optional(),
  committeeId: z.string().nullish().transform((value) => value ?? null),
  doc_type: z.string(),
  title: z.string(),
  file_url: z.string(),
});
export type DelegateDocument = z.infer<typeof delegateDocumentSchema>;

export const documentsLoadFailed = (message: string) => `Failed to get documents by id: ${message}`;

/** GET /api/v1/general-documents/get-all-documents-by-event-Id/{eventId}. */
export const getEventDocuments = async (eventId: string, signal?: AbortSignal): Promise<DelegateDocument[]> =>
  (await apiRequest(`/api/v1/general-documents/get-all-documents-by-event-Id/${encodeURIComponent(eventId)}`, { schema: z.array(delegateDocumentSchema), signal })) ?? [];

export const useEventDocuments = (eventId: string) =>
  useQuery(queryOptions({ queryKey: ['registrations', 'event-documents', eventId], queryFn: ({ signal }) => getEventDocuments(eventId, signal) }));
