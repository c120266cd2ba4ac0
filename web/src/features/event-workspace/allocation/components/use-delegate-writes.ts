import { toast } from 'sonner';
import { errorMessageOf } from '../../../../lib/api-client';
import type { Registration } from '../../../../lib/registration-schema';
import { writeWithToasts } from '../../../../lib/write-with-toasts';
import { useLockDelegates } from '../api/lock-delegates';
import { useMergeDelegates } from '../api/merge-delegates';
import { useRemoveDelegate } from '../api/remove-delegate';
import { useToggleDelegateFlag } from '../api/toggle-delegate-flag';
import { useUnassignDelegate } from '../api/unassign-delegate';
import { delegateMessages } from '../utils/delegate-messages';
import { delegateNamed } from '../utils/delegate-rows';
import { t, tm } from '../../../../i18n/intl';

type Delegate = Registration;

/** Key Info's writes on delegates, each with the spec's toasts (§8): the server's message when a call fails. */
export const useDelegateWrites = (eventId: string) => {
  const unassign = useUnassignDelegate();
  const flag = useToggleDelegateFlag();
  const lock = useLockDelegates();
  const merge = useMergeDelegates();
  const remove = useRemoveDelegate();

  return {
    unassign: (delegate: Delegate) =>
      writeWithToasts(() => unassign.mutateAsync({ eventId, registrationId: delegate.id }), {
        success: t(delegateMessages.unassigned),
        failure: t(delegateMessages.unassignFailed),
      }),

    toggleFlag: (delegate: Delegate) =>
      writeWithToasts(() => flag.mutateAsync({ eventId, registrationId: delegate.id, flag: !delegate.flag }), {
        success: delegate.flag ? t(delegateMessages.unflagged) : t(delegateMessages.flagged),
        failure: t(delegateMessages.flagFailed),
      }),

    /** One row's lock: the lock mark changes at once, and changes back with a toast if the call fails. */
    toggleLock: async (delegate: Delegate) => {
      try {
        await lock.mutateAsync({ eventId, locked: !delegate.locked, registrationIds: [delegate.id] });
      } catch (error) {
        toast.error(errorMessageOf(error, delegate.locked ? t(delegateMessages.unlockFailed) : t(delegateMessages.lockFailed)));
      }
    },

    lockAll: (locked: boolean) =>
      writeWithToasts(() => lock.mutateAsync({ eventId, locked }), {
        success: locked ? t(delegateMessages.allLocked) : t(delegateMessages.allUnlocked),
        failure: locked ? t(delegateMessages.lockFailed) : t(delegateMessages.unlockFailed),
      }),
    locking: lock.isPending && lock.variables?.registrationIds === undefined,

    /** Resolves true once merged; the toast names who stays and who went. */
    merge: async (keep: Delegate, remove: Delegate): Promise<boolean> => {
      const merged = await writeWithToasts(() => merge.mutateAsync({ eventId, keepId: keep.id, removeId: remove.id }), {
        success: delegateMessages.merged(delegateNamed(keep), delegateNamed(remove)),
        failure: t(delegateMessages.mergeFailed),
      });
      return merged !== undefined;
    },
    merging: merge.isPending,

    remove: (delegate: Delegate) =>
      writeWithToasts(() => remove.mutateAsync({ eventId, registrationId: delegate.id }), {
        // The domain's word, translated as the server's are.
        success: tm(delegateMessages.removed),
        failure: t(delegateMessages.removeFailed),
      }),
    removing: remove.isPending,
  };
};
