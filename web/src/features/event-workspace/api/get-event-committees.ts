import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventCommitteesEndpoints, type eventCommitteeView } from '@contract/event-committees';
import { call, keyOf } from '../../../lib/call';

export type EventCommittee = z.output<typeof eventCommitteeView>;

/** An event's committees with their chairs and assigned counts. */
const getEventCommittees = async (eventId: string, signal?: AbortSignal): Promise<EventCommittee[]> =>
  (await call(eventCommitteesEndpoints.list, { params: { eventId } }, { signal })) ?? [];

const eventCommitteesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: keyOf(eventCommitteesEndpoints.list, { params: { eventId } }),
    queryFn: ({ signal }) => getEventCommittees(eventId, signal),
  });

export const useEventCommittees = (eventId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...eventCommitteesQueryOptions(eventId), enabled });
