import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@contract/users';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';

export interface AcceptInvitationInput {
  token: string;
  password: string;
}

/**
 * POST /api/v1/users/accept-invitation (public): sets the first password of an account an
 * organiser made, with the emailed token, and answers with a session like log-in.
 */
export const acceptInvitation = (input: AcceptInvitationInput) =>
  // A session stored in this browser (someone else's, perhaps) must not be ended by this page.
  call(usersEndpoints.acceptInvitation, { body: input }, { onUnauthorized: 'ignore' });

export const useAcceptInvitation = (config: MutationConfig<typeof acceptInvitation> = {}) =>
  useMutation({ ...config, mutationFn: acceptInvitation });
