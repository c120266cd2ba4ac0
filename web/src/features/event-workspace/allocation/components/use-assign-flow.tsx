import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../../lib/api-client';
import type { Registration } from '../../../../lib/registration-schema';
import { useAssignDelegate } from '../api/assign-delegate';
import { movesDelegate } from '../utils/delegate-assignment';
import { delegateMessages } from '../utils/delegate-messages';
import { t } from '../../../../i18n/intl';

export interface AssignRequest {
  delegate: Registration;
  eventCommitteeId: string;
  /** '' for none. */
  countryId: string;
  respectLock: boolean;
  /** Shown when the call fails without a message of its own (already in the chosen language). */
  failure: string;
  /** After the delegate has been assigned. */
  onDone?: () => void;
}

interface Pending extends AssignRequest {
  from: string;
  to: string;
}

/**
 * Spec §4 Assignment: every way of assigning a delegate (row menu, dropdowns, search box)
 * goes through here, so a delegate sitting in another committee is only moved after 'This
 * delegate is already assigned to {from}. Do you want to move them to {to}?' (Move/Cancel).
 * `committeeName` names an event committee by id for that question.
 */
export const useAssignFlow = (eventId: string, committeeName: (eventCommitteeId: string) => string) => {
  const assign = useAssignDelegate();
  const [pending, setPending] = useState<Pending | null>(null);

  const send = async (request: AssignRequest, moving: boolean) => {
    const { delegate, eventCommitteeId, countryId, respectLock } = request;
    try {
      const done = await assign.mutateAsync({ eventId, registrationId: delegate.id, eventCommitteeId, countryId, respectLock });
      if (!done) return;
      toast.success(t(delegateMessages.assigned));
      request.onDone?.();
    } catch (error) {
      toast.error(errorMessageOf(error, moving ? t(delegateMessages.moveFailed) : request.failure));
    }
  };

  const requestAssign = (request: AssignRequest) => {
    const from = request.delegate.assigned_committees;
    if (from && movesDelegate(request.delegate, request.eventCommitteeId)) {
      setPending({
        ...request,
        from: request.delegate.assigned_committee?.abbr ?? committeeName(from),
        to: committeeName(request.eventCommitteeId),
      });
      return;
    }
    void send(request, false);
  };

  const moveDialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('Move delegate?')}
      message={pending ? delegateMessages.moveQuestion(pending.from, pending.to) : ''}
      confirmLabel={t('Move')}
      cancelLabel={t('Cancel')}
      busy={assign.isPending}
      busyLabel={t('Moving…')}
      onConfirm={() => {
        if (!pending) return;
        void send(pending, true).finally(() => setPending(null));
      }}
      onCancel={() => setPending(null)}
    />
  );

  return { requestAssign, moveDialog, busy: assign.isPending };
};
