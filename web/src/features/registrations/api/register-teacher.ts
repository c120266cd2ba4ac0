import { useMutation } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import type { InputOf } from '@contract/endpoint';
import { call } from '../../../lib/call';

/** Spec §3, teacher registration payload. */
export type TeacherRegistrationPayload = NonNullable<InputOf<typeof registrationsEndpoints.registerTeacher>['body']>;

/** POST /api/v1/registerations/event-registration-teacher/{userId}; answers the new registration. */
export const registerTeacher = ({ userId, body }: { userId: string; body: TeacherRegistrationPayload }) =>
  call(registrationsEndpoints.registerTeacher, { params: { userId }, body });

export const useRegisterTeacher = () => useMutation({ mutationFn: registerTeacher });
