import { useEffect } from 'react';
import { toast } from 'sonner';
import { API_REQUEST_FAILED } from '../../../lib/api-client';

/** Toasts a failed load once per failure, with the failure's message put into the screen's text. */
export const useFailureToast = (error: Error | null, message: (reason: string) => string) => {
  useEffect(() => {
    if (!error) return;
    const text = message(error.message || API_REQUEST_FAILED);
    toast.error(text, { id: text });
  }, [error, message]);
};
