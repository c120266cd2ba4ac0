import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * A list that failed to load says so in a toast, once per failure: the toast's `id` keeps a
 * second render from stacking another; `failedAt` (the query's errorUpdatedAt) shows it again
 * when a retry fails too.
 */
export const useLoadFailureToast = (failed: boolean, message: string, id: string, failedAt?: number) => {
  useEffect(() => {
    if (failed) toast.error(message, { id });
  }, [failed, message, id, failedAt]);
};
