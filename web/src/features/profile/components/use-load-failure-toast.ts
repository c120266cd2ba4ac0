import { useEffect } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n/intl';

/** Toasts a failed load once per failure (a refetch that fails again toasts again); `message` is English marked with msg(). */
export const useLoadFailureToast = (failedAt: number, message: string) => {
  useEffect(() => {
    if (failedAt > 0) toast.error(t(message), { id: message });
  }, [failedAt, message]);
};
