import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatPercent } from '../../../i18n/format';
import { msg, t } from '../../../i18n/intl';

interface ImportProgressProps {
  /** Which job: the file being read, or the import. */
  kind: 'upload' | 'import';
  job: { progress: number; started: boolean } | null;
}

/** The progress bar's name and the line above it, by job (messages: shown with t()). */
const texts = {
  upload: { label: msg('Upload progress'), line: msg('Reading the file…') },
  import: { label: msg('Import progress'), line: msg('Importing the delegates…') },
} as const;

/** A followed job's real progress (asked for every 300 ms); 'Queued' until a worker takes it. */
export const ImportProgress = ({ kind, job }: ImportProgressProps) => {
  const percent = Math.round(job?.progress ?? 0);
  return (
    <div className="import-progress">
      <span className="import-progress__label">{t(texts[kind].line)}</span>
      <ProgressBar value={percent} label={t(texts[kind].label)} valueText={job?.started ? formatPercent(percent / 100) : t('Queued')} />
    </div>
  );
};
