import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { isRunFinished, useAllocationRun } from '../api/get-allocation-run';
import { refreshDelegateViews } from '../api/refresh-delegate-views';
import { runNotices } from '../utils/allocation-run';
import { delegateMessages } from '../utils/delegate-messages';
import { t } from '../../../../i18n/intl';

/**
 * A global allocation run followed to its end (asked for every 300 ms), then told once: the
 * spec's toasts, and, when it placed delegates, the lists read again.
 */
export const useWatchedRun = (eventId: string, runId: string | null) => {
  const client = useQueryClient();
  const query = useAllocationRun(eventId, runId);
  const told = useRef<string | null>(null);
  const run = query.data ?? null;

  useEffect(() => {
    if (!runId || told.current === runId) return;
    if (query.isError && !run) {
      told.current = runId;
      toast.error(t(delegateMessages.allocationFailed));
      return;
    }
    if (!run || run.runId !== runId || !isRunFinished(run)) return;
    told.current = runId;
    for (const notice of runNotices(run)) toast[notice.tone](notice.text);
    if (run.state === 'completed' && !run.dryRun) void refreshDelegateViews(client, eventId);
  }, [client, eventId, runId, run, query.isError]);

  return { run, failedToLoad: query.isError && !run, working: runId !== null && !query.isError && !isRunFinished(run ?? undefined) };
};
