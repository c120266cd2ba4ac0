import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationEndpoints } from '@contract/allocation';
import type { PublishMode } from '@domain/allocation/publication';
import { callAnswer } from '../../../../lib/call';
import { refreshDelegateViews } from './refresh-delegate-views';

/** POST /api/v1/allocation/{eventId}/publish: answers the server's sentence (how many delegates now see a new seat). */
export const publishAllocation = async ({ eventId }: { eventId: string }) =>
  callAnswer(allocationEndpoints.publish, { params: { eventId }, body: {} });

/** PATCH /api/v1/allocation/{eventId}/publication-mode. */
export const setPublishMode = async ({ eventId, mode }: { eventId: string; mode: PublishMode }) =>
  callAnswer(allocationEndpoints.publicationMode, { params: { eventId }, body: { mode } });

export const usePublishAllocation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: publishAllocation, onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId) });
};

export const useSetPublishMode = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setPublishMode, onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId) });
};
