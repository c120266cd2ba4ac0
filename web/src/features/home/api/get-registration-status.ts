import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { registrationStatuses } from '@domain/organisers/organiser-rules';
import { apiRequest } from '../../../lib/api-client';

export const registrationStatusSchema = z.object({
  status: z.enum(registrationStatuses).nullable(),
  organiserId: z.string().nullable(),
});

export type MyRegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** GET /api/v1/organisers/my-registration-status: the home page's organiser check (spec §8). Read fresh on every click. */
export const getMyRegistrationStatus = (signal?: AbortSignal) =>
  apiRequest('/api/v1/organisers/my-registration-status', { schema: registrationStatusSchema, signal });

export const registrationStatusQueryKey = ['organisers', 'my-registration-status'] as const;

/** The same status for the card to show before any click: a request already made is not offered again. */
export const useMyRegistrationStatus = () =>
  // Fresh on every visit: the request may have been made, or decided, a moment ago.
  useQuery({ queryKey: registrationStatusQueryKey, queryFn: ({ signal }) => getMyRegistrationStatus(signal), staleTime: 0 });
