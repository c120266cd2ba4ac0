import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminEndpoints, type statusChangeRow } from '@contract/admin';
import { call, keyOf } from '../../../lib/call';
import { HISTORY_PAGE_SIZE, statusChangesFilters, type HistoryFilters } from '../utils/history-filters';

export type StatusChange = z.output<typeof statusChangeRow>;
export type StatusChangesPage = z.output<(typeof adminEndpoints.statusChanges)['data']>;

const queryOf = (filters: HistoryFilters, page: number) => ({ ...statusChangesFilters(filters), page, pageSize: HISTORY_PAGE_SIZE });

/** GET /api/v1/audit/status-changes: newest first, one page. */
export const getStatusChanges = async (filters: HistoryFilters, page: number, signal?: AbortSignal): Promise<StatusChangesPage> =>
  (await call(adminEndpoints.statusChanges, { query: queryOf(filters, page) }, { signal })) ?? {
    rows: [],
    total: 0,
    page,
    pageSize: HISTORY_PAGE_SIZE,
  };

export const getStatusChangesQueryOptions = (filters: HistoryFilters, page: number) =>
  queryOptions({
    queryKey: keyOf(adminEndpoints.statusChanges, { query: queryOf(filters, page) }),
    queryFn: ({ signal }) => getStatusChanges(filters, page, signal),
  });

/** The previous page stays on screen while the next one loads. */
export const useStatusChanges = (filters: HistoryFilters, page: number) =>
  useQuery({ ...getStatusChangesQueryOptions(filters, page), placeholderData: keepPreviousData });
