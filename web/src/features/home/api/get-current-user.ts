import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { usersEndpoints, type currentUser } from '@contract/users';
import { call, keyOf } from '../../../lib/call';
import { saveSession } from '../../../lib/session';

/** The session user of spec §3, as GET /api/v1/users/me answers it. */
export type CurrentUser = z.output<typeof currentUser>;

export const currentUserQueryKey = keyOf(usersEndpoints.me);

/** GET /api/v1/users/me */
export const getCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser | null> =>
  (await call(usersEndpoints.me, {}, { signal })) ?? null;

/**
 * Keeps the stored organiser id in step with the server while /home is open: read on arrival
 * and whenever the window regains focus. A super user approving a request gives the header
 * its Organiser entry without a new log-in; flagging or blocking takes it away.
 */
export const useFreshOrganiserId = () => {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const { refetch } = query;

  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  const user = query.data;
  useEffect(() => {
    if (user) saveSession({ organiserId: user.organiserId });
  }, [user]);

  return query;
};
