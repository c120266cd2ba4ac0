import { ProgressBar } from '../../../components/ui/progress-bar';

interface ImportProgressProps {
  label: 'Upload progress' | 'Import progress';
  job: { progress: number; started: boolean } | null;
}

/** A followed job's real progress (asked for every 300 ms); 'Queued' until a worker takes it. */
export const ImportProgress = ({ label, job }: ImportProgressProps) => {
  const percent = Math.round(job?.progress ?? 0);
  return (
    <div className="import-progress">
      <span className="import-progress__label">{label === 'Upload progress' ? 'Reading the file…' : 'Importing the delegates…'}</span>
      <ProgressBar value={percent} label={label} valueText={job?.started ? `${percent}%` : 'Queued'} />
    </div>
  );
};
