import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { publishModes } from '@domain/allocation/publication';
import { apiRequest } from '../../../../lib/api-client';

export const publicationSchema = z.object({ mode: z.enum(publishModes), published_at: z.string().nullable(), pending: z.number() });
export type Publication = z.infer<typeof publicationSchema>;

export const publicationQueryKey = (eventId: string) => ['event-workspace', 'publication', eventId] as const;

/** GET /api/v1/allocation/{eventId}/publication: the publish setting, the last publication and the seats awaiting it. */
export const getPublication = async (eventId: string, signal?: AbortSignal): Promise<Publication | null> =>
  (await apiRequest(`/api/v1/allocation/${encodeURIComponent(eventId)}/publication`, { schema: publicationSchema, signal })) ?? null;

export const usePublication = (eventId: string) =>
  useQuery(queryOptions({ queryKey: publicationQueryKey(eventId), queryFn: ({ signal }) => getPublication(eventId, signal) }));
