import { STALE_DRY_RUN_MESSAGE } from '@domain/allocation/run-report';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import type { AllocationRun, AllocationStrategy } from '../api/get-allocation-run';
import {
  experienceGroupName,
  fairnessRows,
  objectiveComparison,
  objectiveLabel,
  reportLines,
  ruleLines,
  strategyLabel,
  tenthName,
  type FairnessRow,
  type ReportLine,
} from '../utils/allocation-run';
import { delegateMessages } from '../utils/delegate-messages';
import { delegationLines, type PlacementNames } from '../utils/run-placements';
import { RunDelegations, RunPlacements } from './run-placements';

interface AllocationRunReportProps {
  strategy: AllocationStrategy;
  run: AllocationRun | null;
  working: boolean;
  failedToLoad: boolean;
  /** Whether this run's placements were made real here (by Apply). */
  applied: boolean;
  applying: boolean;
  onApply: (runId: string) => void;
  /** The delegates, committees and countries the allocation tab loads, to name each placement. */
  names: PlacementNames;
  namesLoading: boolean;
}

const Lines = ({ lines }: { lines: ReportLine[] }) => (
  <dl className="allocation-report__lines">
    {lines.map((line) => (
      <div key={line.label} className="allocation-report__line">
        <dt>{line.label}</dt>
        <dd>{line.value}</dd>
      </div>
    ))}
  </dl>
);

/** Placed, first-choice and any-choice rates per group of delegates: fairness shown, not asserted. */
const FairnessTable = ({ caption, head, rows }: { caption: string; head: string; rows: FairnessRow[] }) => (
  <table className="allocation-report__table">
    <caption>{caption}</caption>
    <thead>
      <tr>
        <th scope="col">{head}</th>
        <th scope="col">Delegates</th>
        <th scope="col">Placed</th>
        <th scope="col">1st choice</th>
        <th scope="col">Any choice</th>
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={row.group}>
          <th scope="row">{row.group}</th>
          <td>{row.delegates}</td>
          <td>{row.placed}</td>
          <td>{row.firstChoice}</td>
          <td>{row.anyChoice}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

const stateText = (run: AllocationRun | null) => (run?.state === 'running' ? `${Math.round(run.progress)}%` : 'Queued');

const RunBody = ({
  run,
  working,
  failedToLoad,
  applied,
  applying,
  onApply,
  names,
  namesLoading,
}: Omit<AllocationRunReportProps, 'strategy'>) => {
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
  const { report, otherObjective: other } = run.result;
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
      <Lines lines={[...ruleLines(run), ...reportLines(report)]} />
      {other && (
        <table className="allocation-report__table">
          <caption>Beside the other objective</caption>
          <thead>
            <tr>
              <th scope="col">Measure</th>
              <th scope="col">{run.objective ? objectiveLabel(run.objective) : 'This run'}</th>
              <th scope="col">{objectiveLabel(other.objective)}</th>
            </tr>
          </thead>
          <tbody>
            {objectiveComparison(report, other).map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td>{line.chosen}</td>
                <td>{line.other}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.byExperience && (
        <FairnessTable caption="By MUN experience" head="Experience" rows={fairnessRows(report.byExperience, experienceGroupName)} />
      )}
      {report.byRegistration && (
        <FairnessTable caption="By registration order" head="Registered in" rows={fairnessRows(report.byRegistration, tenthName)} />
      )}
      {report.delegations && (
        <section className="allocation-report__delegations" aria-label="Delegations">
          <h4 className="allocation-report__subtitle">Delegations</h4>
          <Lines lines={delegationLines(report.delegations)} />
          <RunDelegations delegations={report.delegations} />
        </section>
      )}
      <RunPlacements
        placements={run.result.placements}
        unplaced={run.result.unplaced}
        failed={run.result.failed}
        names={names}
        loading={namesLoading}
      />
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
