import { useEffect, useRef, useState } from 'react';
import { MERGE_NEEDS_PAIR, MERGE_ONE_PAIR, UNLOCK_HINT_MS, UNLOCK_TO_MERGE, type MergeCheck } from '../utils/merge-selection';
import { LockIcon, MergeIcon, StarIcon } from './icons';
import { t, tm } from '../../../i18n/intl';

/** A merge message: the shared rule's (translated by the contract's catalogue) or this list's own. */
const mergeText = (message: string) => (message === MERGE_NEEDS_PAIR ? tm(message) : t(message));

/** Marks where a placeholder's value stands in a translated sentence, to put it in <strong>. */
const MARK = '\u2063';

/** 'X will be merged into Y (primary).' with the two names in bold, in the language's word order. */
const MergeSentence = ({ secondary, primary }: { secondary: string; primary: string }) => {
  const names = [secondary, primary];
  const parts = t('{secondary} will be merged into {primary} (primary).', {
    secondary: `${MARK}0${MARK}`,
    primary: `${MARK}1${MARK}`,
  }).split(MARK);
  return (
    <p className="merge-bar__title">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <strong key={index}>
            <bdi>{names[Number(part)]}</bdi>
          </strong>
        ) : (
          part
        ),
      )}
    </p>
  );
};

interface MergeCellProps {
  /** How the row is named to assistive tech, e.g. the school's name. */
  label: string;
  selected: boolean;
  primary: boolean;
  locked: boolean;
  onToggle: () => void;
  onPrimary: () => void;
}

/**
 * The merge column of a row: a checkbox and the star that marks the primary. A locked row's
 * checkbox is disabled; pointing at it or clicking it shows 'Unlock to merge' for 3 seconds.
 */
export const MergeCell = ({ label, selected, primary, locked, onToggle, onPrimary }: MergeCellProps) => {
  const [hint, setHint] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const showHint = () => {
    if (!locked) return;
    clearTimeout(timer.current);
    setHint(true);
    timer.current = setTimeout(() => setHint(false), UNLOCK_HINT_MS);
  };

  return (
    <span className={locked ? 'merge-cell is-locked' : 'merge-cell'}>
      <span className="merge-cell__check" onMouseEnter={showHint} onClick={showHint}>
        <input type="checkbox" aria-label={t('Select {name}', { name: label })} checked={selected} disabled={locked} onChange={onToggle} />
        {locked && (
          <span className="merge-cell__lock" aria-hidden="true">
            <LockIcon />
          </span>
        )}
        {hint && (
          <span className="merge-cell__hint" role="status">
            {t(UNLOCK_TO_MERGE)}
          </span>
        )}
      </span>
      <button
        type="button"
        className={primary ? 'merge-cell__star is-primary' : 'merge-cell__star'}
        aria-label={t('Primary: {name}', { name: label })}
        aria-pressed={primary}
        title={primary ? t('Primary: this one stays') : t('Mark as primary')}
        disabled={locked}
        onClick={onPrimary}
      >
        <StarIcon filled={primary} />
      </button>
    </span>
  );
};

interface MergeBarProps {
  check: MergeCheck;
  /** The ticked rows, in order, named. */
  selected: readonly { id: string; label: string }[];
  primaryId: string | null;
  justMerged: boolean;
  busy: boolean;
  onMerge: () => void;
  onCancel: () => void;
  onAnother: () => void;
}

/**
 * Spec §2.6, §5: in merge mode, the yellow message about the selection, the Merge button
 * (disabled until exactly two rows and a primary are chosen) and Cancel. After a merge it
 * asks 'Merge another duplicate?'; Cancel leaves merge mode.
 */
export const MergeBar = ({ check, selected, primaryId, justMerged, busy, onMerge, onCancel, onAnother }: MergeBarProps) => {
  const primary = selected.find((row) => row.id === primaryId);
  const secondary = check.ok ? selected.find((row) => row.id === check.secondaryId) : undefined;
  return (
    <section className="merge-bar" aria-label={t('Merge')}>
      <div className="merge-bar__message" role="status">
        {justMerged ? (
          <p className="merge-bar__title">{t('Merge another duplicate?')}</p>
        ) : check.ok && primary && secondary ? (
          <MergeSentence secondary={secondary.label} primary={primary.label} />
        ) : (
          <>
            <p className="merge-bar__title">{mergeText(check.ok ? MERGE_NEEDS_PAIR : check.message)}</p>
            <p className="merge-bar__hint">
              {check.ok || check.message !== MERGE_ONE_PAIR ? `${t(MERGE_ONE_PAIR)} ` : ''}
              {t('Tick two rows and mark the one to keep with the star.')}
            </p>
          </>
        )}
        {!justMerged && selected.length > 0 && (
          <ul className="merge-bar__chips" aria-label={t('Selected')}>
            {selected.map((row) => (
              <li key={row.id} className={row.id === primaryId ? 'merge-chip is-primary' : 'merge-chip'}>
                {row.id === primaryId && <StarIcon filled />}
                <bdi>{row.label}</bdi>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="merge-bar__actions">
        {justMerged ? (
          <button type="button" className="button button--primary" onClick={onAnother}>
            {t('Yes')}
          </button>
        ) : (
          <button type="button" className="button button--primary" disabled={!check.ok || busy} onClick={onMerge}>
            <MergeIcon />
            {busy ? t('Merging…') : t('Merge')}
          </button>
        )}
        <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </section>
  );
};
