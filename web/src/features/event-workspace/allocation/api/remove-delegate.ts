import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import { call } from '../../../../lib/call';
import type { MutationConfig } from '../../../../lib/react-query';
import type { Registration } from '../../../../lib/registration-schema';
import { registrationsQueryKey } from './get-registrations';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface RemoveDelegateInput {
  eventId: string;
  registrationId: string;
}

/** DELETE /api/v1/registerations/delete-delegate/{registrationId}: the organiser takes the delegate off the event. */
export const removeDelegate = ({ registrationId }: RemoveDelegateInput) =>
  call(registrationsEndpoints.removeDelegate, { params: { id: registrationId } });

/**
 * The removed delegate leaves the list at once; the list, the committees' counts and the
 * dashboard are then read again (the server answers once its read model holds the removal).
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
        await refreshDelegateViews(client, eventId);
      }
      await onSuccess?.(...args);
    },
  });
};
