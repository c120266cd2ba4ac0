import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import type { Registration } from '../../../../lib/registration-schema';
import { useMergeMode } from '../../../../lib/use-merge-mode';
import { useCountries } from '../../../../lib/countries';
import { useEventCommittees } from '../../api/get-event-committees';
import { useRegistrations } from '../api/get-registrations';
import { takenCountries } from '../utils/delegate-assignment';
import { delegateMessages } from '../utils/delegate-messages';
import { delegateProfileHref } from '../utils/delegate-profile';
import { delegateNamed } from '../utils/delegate-rows';
import { MERGE_HINT_MS, mergePair, toggleMerge, type MergeSelection } from '../utils/merge-selection';
import { AssignDialog } from './assign-dialog';
import { DelegateTable } from './delegate-table';
import { GlobalAllocation } from './global-allocation';
import { KeyInfoActions } from './key-info-actions';
import { keyInfoActions, keyInfoColumns, MERGE_COLUMN, type KeyInfoTableMeta } from './key-info-columns';
import { MergeDialog } from './merge-dialog';
import { useAssignFlow } from './use-assign-flow';
import { useDelegateWrites } from './use-delegate-writes';
import { t } from '../../../../i18n/intl';

type Delegate = Registration;

const rowClass = (delegate: Delegate) => (delegate.flag ? 'is-flagged' : undefined);

/**
 * Spec §2 item 6, §4 and §5, Key Info: the delegates with where they sit, the row menu (view,
 * assign, unassign, flag, lock, remove), Lock All / Unlock All, merge mode and the global
 * allocation.
 */
export const KeyInfo = ({ eventId }: { eventId: string }) => {
  const navigate = useNavigate();
  const registrations = useRegistrations(eventId);
  const committees = useEventCommittees(eventId);
  const countries = useCountries();
  const writes = useDelegateWrites(eventId);
  // Merge mode (spec §4, §5, §9): tick boxes for two delegates and a hint shown for 3 seconds.
  const merge = useMergeMode<MergeSelection>({ empty: [], hintMs: MERGE_HINT_MS });
  const [assigning, setAssigning] = useState<Delegate | null>(null);
  const [removing, setRemoving] = useState<Delegate | null>(null);
  const [merging, setMerging] = useState<{ keep: Delegate; remove: Delegate } | null>(null);
  const [allocationOpen, setAllocationOpen] = useState(false);
  const taken = useMemo(() => takenCountries(registrations.data ?? []), [registrations.data]);
  const flow = useAssignFlow(eventId, (id) => committees.data?.find((committee) => committee.id === id)?.abbr ?? t('another committee'));

  const meta: KeyInfoTableMeta = {
    mergeSelection: merge.selection,
    onToggleMerge: (delegate) => {
      const next = toggleMerge(merge.selection, delegate.id);
      if (next.problem) toast.error(next.problem);
      merge.select(next.selection);
    },
    onView: (delegate) => navigate(delegateProfileHref(delegate.id, eventId)),
    onAssign: setAssigning,
    onUnassign: (delegate) => void writes.unassign(delegate),
    onFlag: (delegate) => void writes.toggleFlag(delegate),
    onLock: (delegate) => void writes.toggleLock(delegate),
    onRemove: setRemoving,
  };

  const confirmRemoval = async () => {
    if (removing) await writes.remove(removing);
    setRemoving(null);
  };

  const askMerge = () => {
    const pair = mergePair(merge.selection, registrations.data ?? []);
    if ('problem' in pair) toast.error(pair.problem);
    else setMerging(pair);
  };
  const confirmMerge = async () => {
    if (merging && (await writes.merge(merging.keep, merging.remove))) merge.cancel();
    setMerging(null);
  };

  return (
    <>
      <DelegateTable
        section="key-info"
        registrations={registrations}
        columns={keyInfoColumns}
        provideCells={keyInfoActions.with(meta)}
        columnVisibility={{ [MERGE_COLUMN]: merge.active }}
        rowClassName={rowClass}
        notice={
          merge.hint && (
            <p className="merge-hint" role="status">
              {t(delegateMessages.mergeHint)}
            </p>
          )
        }
        actions={
          <KeyInfoActions
            eventId={eventId}
            merge={merge}
            onMerge={askMerge}
            merging={writes.merging}
            onLockAll={(locked) => void writes.lockAll(locked)}
            locking={writes.locking}
            onGlobalAllocation={() => setAllocationOpen(true)}
          />
        }
      />
      <AssignDialog
        delegate={assigning}
        committees={committees.data ?? []}
        countries={countries.data ?? []}
        taken={taken}
        busy={flow.busy}
        requestAssign={flow.requestAssign}
        onClose={() => setAssigning(null)}
      />
      {flow.moveDialog}
      <ConfirmDialog
        open={removing !== null}
        title={t('Remove delegate?')}
        message={
          removing
            ? t('Are you sure you want to remove {delegate} from this event? This action cannot be undone.', {
                delegate: delegateNamed(removing),
              })
            : ''
        }
        busy={writes.removing}
        busyLabel={t('Removing…')}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoving(null)}
      />
      <MergeDialog pair={merging} busy={writes.merging} onConfirm={() => void confirmMerge()} onCancel={() => setMerging(null)} />
      <GlobalAllocation eventId={eventId} open={allocationOpen} onClose={() => setAllocationOpen(false)} />
    </>
  );
};
