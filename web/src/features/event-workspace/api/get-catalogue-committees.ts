import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { committeeEndpoints, type committeeRow } from '@contract/catalogue';
import { call, keyOf } from '../../../lib/call';

export type CatalogueCommittee = z.output<typeof committeeRow>;

/** GET /api/v1/committees/all-committees: the choices of the committee dropdown (the catalogue's own cache entry, so its edits show here). */
export const getCatalogueCommittees = async (signal?: AbortSignal): Promise<CatalogueCommittee[]> =>
  (await call(committeeEndpoints.list, {}, { signal })) ?? [];

export const useCatalogueCommittees = () =>
  useQuery(queryOptions({ queryKey: keyOf(committeeEndpoints.list), queryFn: ({ signal }) => getCatalogueCommittees(signal) }));
