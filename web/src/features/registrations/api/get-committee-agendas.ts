import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { registrationsQueryKey } from './registration-schema';

const agendaSchema = z.object({ id: z.string(), agenda_abbr: z.string(), agenda_title: z.string(), event_committeeId: z.string() });
export type CommitteeAgenda = z.infer<typeof agendaSchema>;

/** GET /api/v1/event-committees-agendas/get-event-committees-agendas-by-event/{eventId}, kept to the delegate's committee. */
export const getCommitteeAgendas = async (eventId: string, eventCommitteeId: string, signal?: AbortSignal): Promise<CommitteeAgenda[]> => {
  const all = await apiRequest(`/api/v1/event-committees-agendas/get-event-committees-agendas-by-event/${encodeURIComponent(eventId)}`, { schema: z.array(agendaSchema), signal });
  return (all ?? []).filter((agenda) => agenda.event_committeeId === eventCommitteeId);
};

/** The agendas of the committee the delegate sits in (none asked for before they have one). */
export const useCommitteeAgendas = (eventId: string, eventCommitteeId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...registrationsQueryKey, 'agendas', eventId, eventCommitteeId],
      queryFn: ({ signal }) => getCommitteeAgendas(eventId, eventCommitteeId!, signal),
      enabled: eventCommitteeId !== null,
    }),
  );
