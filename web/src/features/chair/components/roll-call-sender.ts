import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n/intl';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { committeeAttendanceKey, rollCallKey, sendTap } from '../api/roll-call-api';
import { dropTap, queuedTaps, subscribeToTaps, worthRetrying } from '../utils/roll-call-queue';

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * Sends the queued taps, oldest first, one at a time (so a delegate's later tap lands after the
 * earlier one), until the queue is empty. A tap leaves the queue once the server has answered
 * it: stored, already stored (a replay) or refused (told in a toast). When the network or the
 * server fails, sending stops and starts again after a pause (doubling up to 30 s), when the
 * browser comes back online, or when a new tap is queued. Every replay carries the same tapId.
 */
export const useTapSender = () => {
  const client = useQueryClient();
  const waiting = useSyncExternalStore(subscribeToTaps, queuedTaps, queuedTaps);
  const sending = useRef(false);
  const retryIn = useRef(FIRST_RETRY_MS);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    try {
      for (let tap = queuedTaps()[0]; tap; tap = queuedTaps()[0]) {
        try {
          const answer = await sendTap(tap);
          if (answer === undefined) throw new ApiError(401, null, null, {});
          dropTap(tap.tapId);
          client.setQueryData(rollCallKey(tap.eventId, tap.eventCommitteeId, tap.sessionId), (current: unknown) => {
            if (!current || typeof current !== 'object' || !('delegates' in current)) return current;
            const rollCall = current as { delegates: Array<{ delegateId: string }> };
            return {
              ...rollCall,
              delegates: rollCall.delegates.map((row) =>
                row.delegateId === answer.delegateId ? { ...row, mark: answer.mark, late: answer.late } : row,
              ),
            };
          });
          void client.invalidateQueries({ queryKey: committeeAttendanceKey(tap.eventId, tap.eventCommitteeId) });
          retryIn.current = FIRST_RETRY_MS;
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          if (worthRetrying(status)) {
            timer.current = setTimeout(() => void flush(), retryIn.current);
            retryIn.current = Math.min(retryIn.current * 2, LONGEST_RETRY_MS);
            return;
          }
          dropTap(tap.tapId);
          toast.error(errorMessageOf(error, t('A tap could not be saved')));
          void client.invalidateQueries({ queryKey: rollCallKey(tap.eventId, tap.eventCommitteeId, tap.sessionId) });
        }
      }
    } finally {
      sending.current = false;
    }
  }, [client]);

  useEffect(() => {
    const online = () => {
      retryIn.current = FIRST_RETRY_MS;
      void flush();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [flush]);

  // A new tap (or taps left by an earlier visit) starts sending at once, unless a retry is already due.
  useEffect(() => {
    if (waiting.length > 0 && !timer.current) void flush();
  }, [waiting, flush]);

  return { waiting, flush };
};
