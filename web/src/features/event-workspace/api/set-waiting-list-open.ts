import { useMutation } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import { call } from '../../../lib/call';

/** PATCH /api/v1/registerations/waiting-list/{eventId}: close the list to newcomers, or open it again. */
export const setWaitingListOpen = ({ eventId, open }: { eventId: string; open: boolean }) =>
  call(registrationsEndpoints.setWaitingListOpen, { params: { eventId }, body: { open } });

export const useSetWaitingListOpen = () => useMutation({ mutationFn: setWaitingListOpen });
