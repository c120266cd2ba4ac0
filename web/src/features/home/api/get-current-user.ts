import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** The session user of spec §3, as GET /api/v1/users/me answers it. */
export const currentUserSchema = z.object({
  id: z.string(),
  organiserId: z.string().nullable(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserQueryKey = ['home', 'me'] as const;

/** GET /api/v1/users/me */
export const getCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser | null> =>
  (await apiRequest('/api/v1/users/me', { schema: currentUserSchema, signal })) ?? null;

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
