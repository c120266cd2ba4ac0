import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { registrationSchema } from '../../../lib/registration-schema';

/** Spec §3, student registration payload. */
export interface StudentRegistrationPayload {
  eventId: string;
  mun_experience: string;
  pref_committee_1_id: string | null;
  pref_committee_2_id: string | null;
  pref_committee_3_id: string | null;
  food_pref: string | null;
  food_allergies: string;
  emergency_name: string;
  emergency_phone: string;
}

/** POST /api/v1/registerations/event-registration-student/{userId}; answers the new registration. */
export const registerStudent = ({ userId, body }: { userId: string; body: StudentRegistrationPayload }) =>
  apiRequest(`/api/v1/registerations/event-registration-student/${encodeURIComponent(userId)}`, { method: 'POST', schema: registrationSchema, body });

export const useRegisterStudent = () => useMutation({ mutationFn: registerStudent });
