import { useMutation } from '@tanstack/react-query';
import { registrationsEndpoints } from '@contract/registrations';
import { call } from '../../../lib/call';

/** DELETE /api/v1/registerations/delete-registration-by-registrationId/{id}: the delegate cancels their own registration. */
export const cancelRegistration = (registrationId: string) => call(registrationsEndpoints.cancelById, { params: { id: registrationId } });

export const useCancelRegistration = () => useMutation({ mutationFn: cancelRegistration });
