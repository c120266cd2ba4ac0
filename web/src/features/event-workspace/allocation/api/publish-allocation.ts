import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PublishMode } from '@domain/allocation/publication';
import { apiRequestAnswer } from '../../../../lib/api-client';
import { publicationSchema } from './get-publication';
import { refreshDelegateViews } from './refresh-delegate-views';

/** POST /api/v1/allocation/{eventId}/publish: answers the server's sentence (how many delegates now see a new seat). */
export const publishAllocation = async ({ eventId }: { eventId: string }) =>
  apiRequestAnswer(`/api/v1/allocation/${encodeURIComponent(eventId)}/publish`, {
    method: 'POST',
    body: {},
    schema: publicationSchema.extend({ published: z.number() }),
  });

/** PATCH /api/v1/allocation/{eventId}/publication-mode. */
export const setPublishMode = async ({ eventId, mode }: { eventId: string; mode: PublishMode }) =>
  apiRequestAnswer(`/api/v1/allocation/${encodeURIComponent(eventId)}/publication-mode`, { method: 'PATCH', body: { mode }, schema: publicationSchema });

export const usePublishAllocation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: publishAllocation, onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId) });
};

export const useSetPublishMode = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setPublishMode, onSettled: (_answer, _error, { eventId }) => refreshDelegateViews(client, eventId) });
};
