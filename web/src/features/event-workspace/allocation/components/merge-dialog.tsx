import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import type { Registration } from '../../../../lib/registration-schema';
import { delegateMessages } from '../utils/delegate-messages';
import { delegateNamed } from '../utils/delegate-rows';
import { t } from '../../../../i18n/intl';

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
    title={t(delegateMessages.mergeTitle)}
    message={pair ? delegateMessages.mergeQuestion(delegateNamed(pair.keep), delegateNamed(pair.remove)) : ''}
    busy={busy}
    busyLabel={t('Merging…')}
    confirmLabel={t('Merge')}
    cancelLabel={t('Cancel')}
    onConfirm={onConfirm}
    onCancel={onCancel}
  />
);
