import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acknowledged, apiRequest } from '../../../../lib/api-client';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface AssignDelegateInput {
  eventId: string;
  /** The registration. */
  delegateId: string;
  /** The event committee. */
  committeeId: string;
  /** The country, or '' for none. */
  countryId: string;
  /** The dropdowns and the search box may not place a locked delegate; the row menu may. */
  respectLock: boolean;
}

/** POST /api/v1/registerations/assign-delegate: places the delegate, moving them when they sit elsewhere. */
export const assignDelegate = ({ delegateId, committeeId, countryId, respectLock }: AssignDelegateInput) =>
  apiRequest('/api/v1/registerations/assign-delegate', {
    method: 'POST',
    body: { delegateId, committeeId, countryId, ...(respectLock ? { respectLock: true } : {}) },
    schema: acknowledged,
  });

export const useAssignDelegate = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: assignDelegate, onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId) });
};
