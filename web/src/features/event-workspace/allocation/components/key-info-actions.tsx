import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import type { MergeMode } from '../../../../lib/use-merge-mode';
import { mergeButtonLabel, type MergeSelection } from '../utils/merge-selection';
import { t } from '../../../../i18n/intl';

interface KeyInfoActionsProps {
  eventId: string;
  merge: Pick<MergeMode<MergeSelection>, 'active' | 'selection' | 'start' | 'cancel'>;
  onMerge: () => void;
  merging: boolean;
  onLockAll: (locked: boolean) => void;
  locking: boolean;
  onGlobalAllocation: () => void;
}

/** Spec §2 item 6, Key Info: Global Allocation, Upload Delegates, Lock All / Unlock All and merge mode. */
export const KeyInfoActions = ({ eventId, merge, onMerge, merging, onLockAll, locking, onGlobalAllocation }: KeyInfoActionsProps) => {
  const ready = merge.selection.length === 2;
  return (
    <div className="key-info-actions" role="group" aria-label={t('Delegate actions')}>
      <button type="button" className="button button--primary button--small" onClick={onGlobalAllocation}>
        {t('Global Allocation')}
      </button>
      <Link className="button button--secondary button--small" to={paths.uploadDelegates.getHref(eventId)}>
        {t('Upload Delegates')}
      </Link>
      <button type="button" className="button button--secondary button--small" onClick={() => onLockAll(true)} disabled={locking}>
        {t('Lock All')}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={() => onLockAll(false)} disabled={locking}>
        {t('Unlock All')}
      </button>
      {merge.active ? (
        <>
          <button type="button" className="button button--secondary button--small" onClick={merge.cancel} disabled={merging}>
            {t('Cancel')}
          </button>
          {/* Not disabled outright: a click with other than two picked says why (spec §5). */}
          <button
            type="button"
            className="button button--danger button--small"
            aria-disabled={!ready || merging}
            onClick={() => {
              if (!merging) onMerge();
            }}
          >
            {merging ? t('Merging…') : mergeButtonLabel(merge.selection)}
          </button>
        </>
      ) : (
        <button type="button" className="button button--secondary button--small" onClick={() => merge.start()}>
          {t('Merge')}
        </button>
      )}
    </div>
  );
};
