import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventCommitteesEndpoints, type agendaView } from '@contract/event-committees';
import { call, keyOf } from '../../../lib/call';

export type Agenda = z.output<typeof agendaView>;

/** An event's agenda items. */
const getAgendas = async (eventId: string, signal?: AbortSignal): Promise<Agenda[]> =>
  (await call(eventCommitteesEndpoints.agendas, { params: { eventId } }, { signal })) ?? [];

export const useAgendas = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(eventCommitteesEndpoints.agendas, { params: { eventId } }),
      queryFn: ({ signal }) => getAgendas(eventId, signal),
    }),
  );
