import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationEndpoints } from '@contract/allocation';
import { call } from '../../../../lib/call';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface AssignDelegateInput {
  eventId: string;
  registrationId: string;
  eventCommitteeId: string;
  /** The country, or '' for none. */
  countryId: string;
  /** The dropdowns and the search box may not place a locked delegate; the row menu may. */
  respectLock: boolean;
}

/** POST /api/v1/registerations/assign-delegate: places the delegate, moving them when they sit elsewhere. */
export const assignDelegate = ({ registrationId, eventCommitteeId, countryId, respectLock }: AssignDelegateInput) =>
  call(allocationEndpoints.assign, {
    body: { registrationId, eventCommitteeId, countryId, ...(respectLock ? { respectLock: true } : {}) },
  });

export const useAssignDelegate = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: assignDelegate, onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId) });
};
