import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, MAX_SUGGESTIONS } from '@contract/admin';
import { call, keyOf } from '../../../lib/call';
import type { AdminUser } from './get-users';

/** GET /api/v1/users/superuser-suggestions?q=: existing users who are not super users (spec §9: at most 5, which the screen keeps to too). */
export const getSuperuserSuggestions = async (query: string, signal?: AbortSignal): Promise<AdminUser[]> =>
  ((await call(adminEndpoints.superuserSuggestions, { query: { q: query } }, { signal })) ?? []).slice(0, MAX_SUGGESTIONS);

export const getSuperuserSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: keyOf(adminEndpoints.superuserSuggestions, { query: { q: query } }),
    queryFn: ({ signal }) => getSuperuserSuggestions(query, signal),
  });

export const useSuperuserSuggestions = (query: string) =>
  useQuery({ ...getSuperuserSuggestionsQueryOptions(query), enabled: query.trim() !== '', placeholderData: keepPreviousData });
