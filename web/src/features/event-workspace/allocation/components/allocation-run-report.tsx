import { STALE_DRY_RUN_MESSAGE } from '@domain/allocation/run-report';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import type { AllocationRun, AllocationStrategy } from '../api/get-allocation-run';
import { reportLines, strategyLabel } from '../utils/allocation-run';
import { delegateMessages } from '../utils/delegate-messages';

interface AllocationRunReportProps {
  strategy: AllocationStrategy;
  run: AllocationRun | null;
  working: boolean;
  failedToLoad: boolean;
  /** Whether this run's placements were made real here (by Apply). */
  applied: boolean;
  applying: boolean;
  onApply: (runId: string) => void;
}

const stateText = (run: AllocationRun | null) => (run?.state === 'running' ? `${Math.round(run.progress)}%` : 'Queued');

const RunBody = ({ run, working, failedToLoad, applied, applying, onApply }: Omit<AllocationRunReportProps, 'strategy'>) => {
  if (failedToLoad)
    return (
      <p className="allocation-report__note" role="alert">
        {delegateMessages.allocationFailed}
      </p>
    );
  if (working) return <ProgressBar value={run?.progress ?? 0} label="Allocation progress" valueText={stateText(run)} />;
  if (!run) return <p className="allocation-report__note">No run yet.</p>;
  if (run.state === 'failed' || !run.result)
    return (
      <p className="allocation-report__note" role="alert">
        {run.error?.trim() || delegateMessages.allocationFailed}
      </p>
    );
  const done = applied || run.result.applied;
  const stale = run.dryRun && !done && run.result.stale;
  return (
    <>
      <p className="allocation-report__kind">{run.dryRun ? (done ? 'Dry run, applied' : 'Dry run: nothing assigned yet') : 'Allocated'}</p>
      {stale && (
        <p className="allocation-report__note" role="status">
          {STALE_DRY_RUN_MESSAGE}
        </p>
      )}
      <dl className="allocation-report__lines">
        {reportLines(run.result.report).map((line) => (
          <div key={line.label} className="allocation-report__line">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {run.dryRun && !done && !stale && (
        <button type="button" className="button button--primary button--small" onClick={() => onApply(run.runId)} disabled={applying}>
          {applying ? 'Applying…' : 'Apply'}
        </button>
      )}
    </>
  );
};

/** One strategy's latest run: its progress while it works, then its fairness report (and Apply for a dry run). */
export const AllocationRunReport = ({ strategy, ...props }: AllocationRunReportProps) => {
  const label = strategyLabel(strategy);
  return (
    <section className="allocation-report" aria-label={`${label} report`} aria-busy={props.working}>
      <h3 className="allocation-report__title">{label}</h3>
      <RunBody {...props} />
    </section>
  );
};
