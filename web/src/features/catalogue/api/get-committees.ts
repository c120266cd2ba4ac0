import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { committeeEndpoints, committeeRow } from '@contract/catalogue';
import { call, keyOf } from '../../../lib/call';

export { committeeCategories, type CommitteeCategory } from '@domain/catalogue/committees';

export type Committee = z.output<typeof committeeRow>;

export const committeesQueryKey = keyOf(committeeEndpoints.list);

/** GET /api/v1/committees/all-committees (every category; the screen splits them into tabs). */
export const getCommittees = async (signal?: AbortSignal): Promise<Committee[]> =>
  (await call(committeeEndpoints.list, {}, { signal })) ?? [];

export const getCommitteesQueryOptions = () =>
  queryOptions({
    queryKey: committeesQueryKey,
    queryFn: ({ signal }) => getCommittees(signal),
  });

export const useCommittees = () => useQuery(getCommitteesQueryOptions());
