import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { profileMessages } from '@domain/users/profile-rules';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { msg, t, tm } from '../../../i18n/intl';
import { queryClient } from '../../../lib/react-query';
import { clearBrowserStorage, getSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { failureMessage } from '../utils/messages';

/** Spec §2.5: deleting the account asks first, then clears browser storage and goes to /login. */
export const DeleteAccount = () => {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();

  const confirm = async () => {
    const { userId } = getSession();
    if (!userId) {
      setAsking(false);
      toast.error(tm(profileMessages.userIdMissing));
      return;
    }
    try {
      const result = await deleteAccount.mutateAsync(userId);
      if (!result) return;
      clearBrowserStorage();
      toast.success(t('Account deleted successfully'));
      await navigate(paths.login.getHref(), { replace: true });
      // After leaving, so that no mounted query refetches without a session.
      queryClient.clear();
    } catch (error) {
      setAsking(false);
      toast.error(failureMessage(msg('Failed to delete account: {reason}'), error));
    }
  };

  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
        {t('Delete account')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('Delete account')}
        message={t('Are you sure you want to delete your account? This action cannot be undone.')}
        busy={deleteAccount.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
