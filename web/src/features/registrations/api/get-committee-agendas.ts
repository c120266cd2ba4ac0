import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventCommitteesEndpoints, type agendaView } from '@contract/event-committees';
import { call, keyOf } from '../../../lib/call';

export type CommitteeAgenda = z.output<typeof agendaView>;

/** The event's agendas (the same cached answer as the workspace's Agendas tab). */
const getAgendas = async (eventId: string, signal?: AbortSignal): Promise<CommitteeAgenda[]> =>
  (await call(eventCommitteesEndpoints.agendas, { params: { eventId } }, { signal })) ?? [];

/** The agendas of the committee the delegate sits in (none asked for before they have one). */
export const useCommitteeAgendas = (eventId: string, eventCommitteeId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(eventCommitteesEndpoints.agendas, { params: { eventId } }),
      queryFn: ({ signal }) => getAgendas(eventId, signal),
      select: (agendas) => agendas.filter((agenda) => agenda.event_committeeId === eventCommitteeId),
      enabled: eventCommitteeId !== null,
    }),
  );
