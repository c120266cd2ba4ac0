import { useMutation } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import type { InputOf } from '@contract/endpoint';
import { call } from '../../../lib/call';

/** Spec §3, student registration payload. */
export type StudentRegistrationPayload = NonNullable<InputOf<typeof registrationsEndpoints.registerStudent>['body']>;

/** POST /api/v1/registerations/event-registration-student/{userId}; answers the new registration. */
export const registerStudent = ({ userId, body }: { userId: string; body: StudentRegistrationPayload }) =>
  call(registrationsEndpoints.registerStudent, { params: { userId }, body });

export const useRegisterStudent = () => useMutation({ mutationFn: registerStudent });
