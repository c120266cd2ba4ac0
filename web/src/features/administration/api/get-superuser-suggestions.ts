import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { administrationQueryKey, adminUserSchema, type AdminUser } from './get-users';

/** Spec §9: invite suggestions, at most 5 (the server sends no more; the screen keeps to it too). */
export const MAX_SUGGESTIONS = 5;

export const superuserSuggestionsQueryKey = (query: string) => [...administrationQueryKey, 'superuser-suggestions', query] as const;

/** GET /api/v1/users/superuser-suggestions?q=: existing users who are not super users. */
export const getSuperuserSuggestions = async (query: string, signal?: AbortSignal): Promise<AdminUser[]> => {
  const rows = await apiRequest(`/api/v1/users/superuser-suggestions?q=${encodeURIComponent(query)}`, { schema: z.array(adminUserSchema), signal });
  return (rows ?? []).slice(0, MAX_SUGGESTIONS);
};

export const getSuperuserSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: superuserSuggestionsQueryKey(query),
    queryFn: ({ signal }) => getSuperuserSuggestions(query, signal),
  });

export const useSuperuserSuggestions = (query: string) =>
  useQuery({ ...getSuperuserSuggestionsQueryOptions(query), enabled: query.trim() !== '', placeholderData: keepPreviousData });
