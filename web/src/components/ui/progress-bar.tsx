import { formatPercent } from '../../i18n/format';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** Accessible name, e.g. 'Allocation progress'. */
  label: string;
  /** What the value means in words, e.g. 'Queued' or '40%'; the percentage by default. */
  valueText?: string;
}

/** A determinate progress bar (role progressbar with its value), for work whose share done is known. */
export const ProgressBar = ({ value, label, valueText }: ProgressBarProps) => {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? formatPercent(percent / 100)}
    >
      <div className="progress-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
};
