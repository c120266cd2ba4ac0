import type { Registration } from '../../../../lib/registration-schema';
import { NameCell, type DelegateCell } from './delegate-columns';
import { t } from '../../../../i18n/intl';

const LockIcon = ({ open }: { open: boolean }) => (
  <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
    <rect x="4" y="9" width="12" height="9" rx="2" fill="currentColor" />
    <path
      d={open ? 'M7 9V6a3 3 0 0 1 5.8-1' : 'M7 9V6a3 3 0 0 1 6 0v3'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

const FlagIcon = () => (
  <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M5 18V3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    <path d="M5 4h10l-2.5 3.5L15 11H5z" fill="currentColor" />
  </svg>
);

/** The organiser's marks on a delegate: locked or not (spec §4: locked by default) and flagged. */
export const DelegateMarks = ({ delegate }: { delegate: Pick<Registration, 'locked' | 'flag'> }) => (
  <span className="delegate-marks">
    <span
      className={delegate.locked ? 'delegate-mark delegate-mark--locked' : 'delegate-mark delegate-mark--unlocked'}
      role="img"
      aria-label={delegate.locked ? t('Locked') : t('Unlocked')}
      title={delegate.locked ? t('Locked') : t('Unlocked')}
    >
      <LockIcon open={!delegate.locked} />
    </span>
    {delegate.flag && (
      <span className="delegate-mark delegate-mark--flag" role="img" aria-label={t('Flagged')} title={t('Flagged')}>
        <FlagIcon />
      </span>
    )}
  </span>
);

/** The name cell of the tables the organiser acts in, with the delegate's marks beside the name. */
export const MarkedNameCell = (context: DelegateCell) => (
  <span className="delegate-name-row">
    <NameCell {...context} />
    <DelegateMarks delegate={context.row.original} />
  </span>
);
