import { toast } from 'sonner';
import { errorMessageOf } from './api-client';

/**
 * One write from a list screen: a success toast when it is done; otherwise the server's
 * message (or `failure`) and, when given, a reload of the list, since a 409 means someone
 * changed the row first. Answers the write's result, or undefined when it failed or the
 * session ended (401).
 */
export const writeWithToasts = async <Result>(
  write: () => Promise<Result | undefined>,
  messages: { success: string; failure: string },
  reload?: () => Promise<unknown>,
): Promise<Result | undefined> => {
  try {
    const result = await write();
    if (result) toast.success(messages.success);
    return result;
  } catch (error) {
    toast.error(errorMessageOf(error, messages.failure));
    await reload?.();
    return undefined;
  }
};
