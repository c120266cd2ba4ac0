import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditedEntities } from '@domain/shared/status-change';
import { apiRequest } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE, statusChangesQuery, type HistoryFilters } from '../utils/history-filters';
import { administrationQueryKey } from './get-users';

export const statusChangeSchema = z.object({
  eventId: z.string(),
  entityType: z.enum(auditedEntities),
  entityId: z.string(),
  entityName: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
  detail: z.string().nullable(),
});

export type StatusChange = z.infer<typeof statusChangeSchema>;

const statusChangesPageSchema = z.object({
  rows: z.array(statusChangeSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export type StatusChangesPage = z.infer<typeof statusChangesPageSchema>;

export const statusChangesQueryKey = (filters: HistoryFilters, page: number) =>
  [...administrationQueryKey, 'status-changes', filters, page] as const;

/** GET /api/v1/audit/status-changes: newest first, one page. */
export const getStatusChanges = async (filters: HistoryFilters, page: number, signal?: AbortSignal): Promise<StatusChangesPage> =>
  (await apiRequest(`/api/v1/audit/status-changes?${statusChangesQuery(filters, { page, pageSize: HISTORY_PAGE_SIZE })}`, {
    schema: statusChangesPageSchema,
    signal,
  })) ?? { rows: [], total: 0, page, pageSize: HISTORY_PAGE_SIZE };

export const getStatusChangesQueryOptions = (filters: HistoryFilters, page: number) =>
  queryOptions({
    queryKey: statusChangesQueryKey(filters, page),
    queryFn: ({ signal }) => getStatusChanges(filters, page, signal),
  });

/** The previous page stays on screen while the next one loads. */
export const useStatusChanges = (filters: HistoryFilters, page: number) =>
  useQuery({ ...getStatusChangesQueryOptions(filters, page), placeholderData: keepPreviousData });
