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
        success: delegateMessages.unassigned,
        failure: delegateMessages.unassignFailed,
      }),

    toggleFlag: (delegate: Delegate) =>
      writeWithToasts(() => flag.mutateAsync({ eventId, registrationId: delegate.id, flag: !delegate.flag }), {
        success: delegate.flag ? delegateMessages.unflagged : delegateMessages.flagged,
        failure: delegateMessages.flagFailed,
      }),

    /** One row's lock: the lock mark changes at once, and changes back with a toast if the call fails. */
    toggleLock: async (delegate: Delegate) => {
      try {
        await lock.mutateAsync({ eventId, locked: !delegate.locked, registrationIds: [delegate.id] });
      } catch (error) {
        toast.error(errorMessageOf(error, delegate.locked ? delegateMessages.unlockFailed : delegateMessages.lockFailed));
      }
    },

    lockAll: (locked: boolean) =>
      writeWithToasts(() => lock.mutateAsync({ eventId, locked }), {
        success: locked ? delegateMessages.allLocked : delegateMessages.allUnlocked,
        failure: locked ? delegateMessages.lockFailed : delegateMessages.unlockFailed,
      }),
    locking: lock.isPending && lock.variables?.registrationIds === undefined,

    /** Resolves true once merged; the toast names who stays and who went. */
    merge: async (keep: Delegate, remove: Delegate): Promise<boolean> => {
      const merged = await writeWithToasts(() => merge.mutateAsync({ eventId, keepId: keep.id, removeId: remove.id }), {
        success: delegateMessages.merged(delegateNamed(keep), delegateNamed(remove)),
        failure: delegateMessages.mergeFailed,
      });
      return merged !== undefined;
    },
    merging: merge.isPending,

    remove: (delegate: Delegate) =>
      writeWithToasts(() => remove.mutateAsync({ eventId, registrationId: delegate.id }), {
        success: delegateMessages.removed,
        failure: delegateMessages.removeFailed,
      }),
    removing: remove.isPending,
  };
};
