import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import type { MergeMode } from '../../../../lib/use-merge-mode';
import { mergeButtonLabel, type MergeSelection } from '../utils/merge-selection';

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
    <div className="key-info-actions" role="group" aria-label="Delegate actions">
      <button type="button" className="button button--primary button--small" onClick={onGlobalAllocation}>
        Global Allocation
      </button>
      <Link className="button button--secondary button--small" to={paths.uploadDelegates.getHref(eventId)}>
        Upload Delegates
      </Link>
      <button type="button" className="button button--secondary button--small" onClick={() => onLockAll(true)} disabled={locking}>
        Lock All
      </button>
      <button type="button" className="button button--secondary button--small" onClick={() => onLockAll(false)} disabled={locking}>
        Unlock All
      </button>
      {merge.active ? (
        <>
          <button type="button" className="button button--secondary button--small" onClick={merge.cancel} disabled={merging}>
            Cancel
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
            {merging ? 'Merging…' : mergeButtonLabel(merge.selection)}
          </button>
        </>
      ) : (
        <button type="button" className="button button--secondary button--small" onClick={() => merge.start()}>
          Merge
        </button>
      )}
    </div>
  );
};
