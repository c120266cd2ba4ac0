import { useMutation } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import { call } from '../../../lib/call';

/** DELETE /api/v1/registerations/waiting-list/{eventId}/my-place: the person leaves the list. */
export const leaveWaitingList = (eventId: string) => call(registrationsEndpoints.leaveWaitingList, { params: { eventId } });

export const useLeaveWaitingList = () => useMutation({ mutationFn: leaveWaitingList });
