import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ListShell, loadOf } from '../../../components/list/list-shell';
import { useListTable } from '../../../components/list/use-list-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useDecideNomination, useNominations, type Decision } from '../api/nominations';
import { awardTexts, statusLabels } from '../utils/awards';
import { nominationColumns, nominationRows, nominationsActions, type NominationRow } from './nominations-columns';

/** Every nomination of the event with Confirm and Reject while open, Revoke once confirmed (asked first). */
export const NominationsList = ({ eventId }: { eventId: string }) => {
  const nominations = useNominations(eventId);
  const decide = useDecideNomination(eventId);
  const [revoking, setRevoking] = useState<NominationRow | null>(null);

  const run = async (decision: Decision, nomination: NominationRow) => {
    try {
      const answer = await decide.mutateAsync({ decision, registrationId: nomination.delegateId, kindId: nomination.kindId });
      toast.success(answer?.message ?? t(statusLabels.confirmed));
    } catch (error) {
      toast.error(errorMessageOf(error, t('The nomination could not be changed')));
    }
  };

  const data = nominations.data?.nominations;
  const rows = useMemo(() => nominationRows(data ?? []), [data]);
  const table = useListTable({
    data: rows,
    columns: nominationColumns,
    cells: nominationsActions.with({
      deciding: decide.isPending,
      onDecide: (decision, nomination) => void run(decision, nomination),
      onRevoke: setRevoking,
    }),
  });

  return (
    <section className="card awards__nominations" aria-labelledby="awards-nominations-title">
      <h2 className="awards__title" id="awards-nominations-title">
        {awardTexts.nominationsTitle}
      </h2>
      <ListShell
        table={table}
        label={awardTexts.nominationsTitle}
        load={loadOf(nominations, '')}
        texts={{ loading: awardTexts.loading, failed: awardTexts.failed, empty: awardTexts.noNominations }}
        busy={nominations.isFetching}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={awardTexts.revokeTitle}
        message={revoking ? awardTexts.revokeMessage(revoking.kind, revoking.delegate ?? t('The delegate')) : ''}
        busy={decide.isPending}
        busyLabel={t('Revoking…')}
        confirmLabel={t('Revoke')}
        cancelLabel={t('Keep it')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const nomination = revoking;
          if (nomination) void run('revoke', nomination).finally(() => setRevoking(null));
        }}
      />
    </section>
  );
};
