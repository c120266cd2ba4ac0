import type { QueryClient } from '@tanstack/react-query';
import { eventCommitteesQueryKey } from '../../api/get-event-committees';
import { eventDashboardQueryKey } from '../../api/get-event-dashboard';
import { publicationQueryKey } from './get-publication';
import { registrationsQueryKey } from './get-registrations';

/** After a change to who sits where: the delegates, the committees' counts, the dashboard and what awaits publishing are read again. */
export const refreshDelegateViews = (client: QueryClient, eventId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: registrationsQueryKey(eventId) }),
    client.invalidateQueries({ queryKey: eventCommitteesQueryKey(eventId) }),
    client.invalidateQueries({ queryKey: eventDashboardQueryKey(eventId) }),
    client.invalidateQueries({ queryKey: publicationQueryKey(eventId) }),
  ]);
