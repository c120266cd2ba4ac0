import { toast } from 'sonner';
import type { z } from 'zod';
import { FILL_ALL_FIELDS } from '@domain/catalogue/fields';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import type { Draft } from './catalogue-columns';
import type { SaveOutcome } from './catalogue-table';
import { tm } from '../../../i18n/intl';

/** The row stays in edit mode, with nothing more to say. */
export const kept: SaveOutcome = { saved: false };

/**
 * Runs a catalogue write and reports it with the screen's toasts. A write that ended the
 * session (401) resolves to undefined: the app is already on its way to /login, so no toast.
 */
export const persist = async (
  work: () => Promise<true | undefined>,
  messages: { success: string; failure: string },
): Promise<SaveOutcome> => {
  try {
    const result = await work();
    if (result) toast.success(messages.success);
    return { saved: true };
  } catch (error) {
    toast.error(errorMessageOf(error, messages.failure));
    return { saved: false, fieldErrors: error instanceof ApiError ? error.fieldErrors : {} };
  }
};

/** The row's values by the entry's rule (the server's), or null after a toast with the first broken rule's message. */
export const parseDraft = <Schema extends z.ZodType>(schema: Schema, draft: Draft): z.output<Schema> | null => {
  const parsed = schema.safeParse(draft);
  if (parsed.success) return parsed.data;
  toast.error(tm(parsed.error.issues[0]?.message ?? FILL_ALL_FIELDS));
  return null;
};
