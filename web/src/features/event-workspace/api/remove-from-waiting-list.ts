import { useMutation } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import { call } from '../../../lib/call';

/** DELETE /api/v1/registerations/waiting-list/{eventId}/entries/{id}: answers the list as it now stands. */
export const removeFromWaitingList = ({ eventId, id }: { eventId: string; id: string }) =>
  call(registrationsEndpoints.removeFromWaitingList, { params: { eventId, id } });

export const useRemoveFromWaitingList = () => useMutation({ mutationFn: removeFromWaitingList });
