import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import type { Registration } from '../../../../lib/registration-schema';
import { delegateMessages } from '../utils/delegate-messages';
import { delegateNamed } from '../utils/delegate-rows';

interface MergeDialogProps {
  pair: { keep: Registration; remove: Registration } | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The merge removes a registration for good: it asks first, naming who stays and who goes. */
export const MergeDialog = ({ pair, busy, onConfirm, onCancel }: MergeDialogProps) => (
  <ConfirmDialog
    open={pair !== null}
    title={delegateMessages.mergeTitle}
    message={pair ? delegateMessages.mergeQuestion(delegateNamed(pair.keep), delegateNamed(pair.remove)) : ''}
    busy={busy}
    busyLabel="Merging…"
    confirmLabel="Merge"
    cancelLabel="Cancel"
    onConfirm={onConfirm}
    onCancel={onCancel}
  />
);
