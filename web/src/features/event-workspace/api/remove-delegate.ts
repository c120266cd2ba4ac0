import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { Registration } from '../../../lib/registration-schema';
import { registrationsQueryKey } from './get-registrations';

export interface RemoveDelegateInput {
  eventId: string;
  registrationId: string;
}

/** DELETE /api/v1/registerations/delete-delegate/{registrationId}: the organiser takes the delegate off the event. */
export const removeDelegate = ({ registrationId }: RemoveDelegateInput) =>
  apiRequest(`/api/v1/registerations/delete-delegate/${encodeURIComponent(registrationId)}`, {
    method: 'DELETE',
    schema: z.object({ id: z.string() }),
  });

/**
 * The removed delegate leaves the list at once; the list is then read again (the server
 * answers once its read model holds the removal), so other changes show too.
 */
export const useRemoveDelegate = ({ onSuccess, ...config }: MutationConfig<typeof removeDelegate> = {}) => {
  const client = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof removeDelegate>>, Error, RemoveDelegateInput>({
    ...config,
    mutationFn: removeDelegate,
    onSuccess: async (...args) => {
      const [removed, { eventId, registrationId }] = args;
      if (removed) {
        const key = registrationsQueryKey(eventId);
        client.setQueryData<Registration[]>(key, (current) => current?.filter((registration) => registration.id !== registrationId));
        await client.invalidateQueries({ queryKey: key });
      }
      await onSuccess?.(...args);
    },
  });
};
