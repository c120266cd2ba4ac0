import type { QueryClient } from '@tanstack/react-query';
import { eventCommitteesEndpoints } from '@contract/event-committees';
import { eventDashboardEndpoints } from '@contract/event-dashboard';
import { keyOf } from '../../../../lib/call';
import { publicationQueryKey } from './get-publication';
import { registrationsQueryKey } from './get-registrations';

/** After a change to who sits where: the delegates, the committees' counts, the dashboard and what awaits publishing are read again. */
export const refreshDelegateViews = (client: QueryClient, eventId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: registrationsQueryKey(eventId) }),
    client.invalidateQueries({ queryKey: keyOf(eventCommitteesEndpoints.list, { params: { eventId } }) }),
    client.invalidateQueries({ queryKey: keyOf(eventDashboardEndpoints.dashboard, { params: { eventId } }) }),
    client.invalidateQueries({ queryKey: publicationQueryKey(eventId) }),
  ]);
