import { useMutation } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import type { InputOf } from '@contract/endpoint';
import { call } from '../../../lib/call';

/** The registration's details, kept until a seat frees: a student's fields or a teacher's. */
export type JoinWaitingListPayload = NonNullable<InputOf<typeof registrationsEndpoints.joinWaitingList>['body']>;

/** POST /api/v1/registerations/waiting-list/{eventId}/join: answers the place (or the registration, when a seat was free). */
export const joinWaitingList = ({ eventId, body }: { eventId: string; body: JoinWaitingListPayload }) =>
  call(registrationsEndpoints.joinWaitingList, { params: { eventId }, body });

export const useJoinWaitingList = () => useMutation({ mutationFn: joinWaitingList });
