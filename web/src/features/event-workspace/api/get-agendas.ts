import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const agendaSchema = z.object({
  id: z.string(),
  agenda_abbr: z.string(),
  agenda_title: z.string(),
  event_committeeId: z.string(),
  eventId: z.string(),
});
export type Agenda = z.infer<typeof agendaSchema>;

export const agendasQueryKey = (eventId: string) => ['event-workspace', 'agendas', eventId] as const;

/** GET /api/v1/event-committees-agendas/get-event-committees-agendas-by-event/{eventId}. */
export const getAgendas = async (eventId: string, signal?: AbortSignal): Promise<Agenda[]> =>
  (await apiRequest(`/api/v1/event-committees-agendas/get-event-committees-agendas-by-event/${encodeURIComponent(eventId)}`, { schema: z.array(agendaSchema), signal })) ?? [];

export const useAgendas = (eventId: string) =>
  useQuery(queryOptions({ queryKey: agendasQueryKey(eventId), queryFn: ({ signal }) => getAgendas(eventId, signal) }));
