import { useEffect } from 'react';
import { toast } from 'sonner';

/** Toasts a failed load once per failure (a refetch that fails again toasts again). */
export const useLoadFailureToast = (failedAt: number, message: string) => {
  useEffect(() => {
    if (failedAt > 0) toast.error(message, { id: message });
  }, [failedAt, message]);
};
