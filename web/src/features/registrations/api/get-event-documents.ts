import { t } from '../../../i18n/intl';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventDocumentsEndpoints, type documentView } from '@contract/event-documents';
import { call, keyOf } from '../../../lib/call';

/** One document as the delegate page lists it: doc_type 'general' or a committee's abbreviation, with that committee's id. */
export type DelegateDocument = z.output<typeof documentView>;

export const documentsLoadFailed = (message: string) => t('Failed to get documents by id: {message}', { message });

/** Every document of the event, general and per committee. */
const getEventDocuments = async (eventId: string, signal?: AbortSignal): Promise<DelegateDocument[]> =>
  (await call(eventDocumentsEndpoints.all, { params: { eventId } }, { signal })) ?? [];

export const useEventDocuments = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(eventDocumentsEndpoints.all, { params: { eventId } }),
      queryFn: ({ signal }) => getEventDocuments(eventId, signal),
    }),
  );
