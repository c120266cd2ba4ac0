import { useMutation } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import { call } from '../../../lib/call';

/** POST /api/v1/registerations/waiting-list/{eventId}/entries/{id}/move-up: answers the list as it now stands. */
export const moveUpWaitingList = ({ eventId, id }: { eventId: string; id: string }) =>
  call(registrationsEndpoints.moveUpOnWaitingList, { params: { eventId, id }, body: {} });

export const useMoveUpWaitingList = () => useMutation({ mutationFn: moveUpWaitingList });
