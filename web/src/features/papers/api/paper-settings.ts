import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { papersEndpoints, type paperSettingsView } from '@contract/papers';
import { call, keyOf } from '../../../lib/call';

export type PaperSettings = z.output<typeof paperSettingsView>;

/** GET /api/v1/papers/{eventId}/settings: deadlines, rubric and release, for the event's organiser. */
export const usePaperSettings = (eventId: string) => {
  const input = { params: { eventId } };
  return useQuery(
    queryOptions({
      queryKey: keyOf(papersEndpoints.settings, input),
      queryFn: ({ signal }) => call(papersEndpoints.settings, input, { signal }),
      retry: false,
    }),
  );
};
