import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { registrationSchema } from '../../../lib/registration-schema';

/** Spec §3, teacher registration payload. */
export interface TeacherRegistrationPayload {
  eventId: string;
  foodPreference: string | null;
  foodAllergies: string;
}

/** POST /api/v1/registerations/event-registration-teacher/{userId}; answers the new registration. */
export const registerTeacher = ({ userId, body }: { userId: string; body: TeacherRegistrationPayload }) =>
  apiRequest(`/api/v1/registerations/event-registration-teacher/${encodeURIComponent(userId)}`, { method: 'POST', schema: registrationSchema, body });

export const useRegisterTeacher = () => useMutation({ mutationFn: registerTeacher });
