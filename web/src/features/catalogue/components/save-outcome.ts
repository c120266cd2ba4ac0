import { toast } from 'sonner';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import type { SaveOutcome } from './catalogue-table';

/**
 * Runs a catalogue write and reports it with the screen's toasts. A write that ended the
 * session (401) resolves to undefined: the app is already on its way to /login, so no toast.
 */
export const persist = async (work: () => Promise<true | undefined>, messages: { success: string; failure: string }): Promise<SaveOutcome> => {
  try {
    const result = await work();
    if (result) toast.success(messages.success);
    return { saved: true };
  } catch (error) {
    toast.error(errorMessageOf(error, messages.failure));
    return { saved: false, fieldErrors: error instanceof ApiError ? error.fieldErrors : {} };
  }
};
