import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/v1/registerations/delete-registration-by-registrationId/{id}: the delegate cancels their own registration. */
export const cancelRegistration = (registrationId: string) =>
  apiRequest(`/api/v1/registerations/delete-registration-by-registrationId/${encodeURIComponent(registrationId)}`, {
    method: 'DELETE',
    schema: z.object({ id: z.union([z.string(), z.number()]).transform(String) }),
  });

export const useCancelRegistration = () => useMutation({ mutationFn: cancelRegistration });
