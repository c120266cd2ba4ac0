import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { allocationEndpoints, type publicationView } from '@contract/allocation';
import { call, keyOf } from '../../../../lib/call';

export type Publication = z.output<typeof publicationView>;

export const publicationQueryKey = (eventId: string) => keyOf(allocationEndpoints.publication, { params: { eventId } });

/** GET /api/v1/allocation/{eventId}/publication: the publish setting, the last publication and the seats awaiting it. */
export const getPublication = async (eventId: string, signal?: AbortSignal): Promise<Publication | null> =>
  (await call(allocationEndpoints.publication, { params: { eventId } }, { signal })) ?? null;

export const usePublication = (eventId: string) =>
  useQuery(queryOptions({ queryKey: publicationQueryKey(eventId), queryFn: ({ signal }) => getPublication(eventId, signal) }));
