import { STALE_DRY_RUN_MESSAGE } from '@domain/allocation/run-report';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { formatPercent } from '../../../../i18n/format';
import { t, tm } from '../../../../i18n/intl';
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
        <th scope="col">{t('Delegates')}</th>
        <th scope="col">{t('Placed')}</th>
        <th scope="col">{t('1st choice')}</th>
        <th scope="col">{t('Any choice')}</th>
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

const stateText = (run: AllocationRun | null) => (run?.state === 'running' ? formatPercent(run.progress / 100) : t('Queued'));

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
        {t(delegateMessages.allocationFailed)}
      </p>
    );
  if (working) return <ProgressBar value={run?.progress ?? 0} label={t('Allocation progress')} valueText={stateText(run)} />;
  if (!run) return <p className="allocation-report__note">{t('No run yet.')}</p>;
  if (run.state === 'failed' || !run.result)
    return (
      <p className="allocation-report__note" role="alert">
        {/* The server's reason is shown as it comes. */}
        {run.error?.trim() || t(delegateMessages.allocationFailed)}
      </p>
    );
  const { report, otherObjective: other } = run.result;
  const done = applied || run.result.applied;
  const stale = run.dryRun && !done && run.result.stale;
  return (
    <>
      <p className="allocation-report__kind">
        {run.dryRun ? (done ? t('Dry run, applied') : t('Dry run: nothing assigned yet')) : t('Allocated')}
      </p>
      {stale && (
        <p className="allocation-report__note" role="status">
          {tm(STALE_DRY_RUN_MESSAGE)}
        </p>
      )}
      <Lines lines={[...ruleLines(run), ...reportLines(report)]} />
      {other && (
        <table className="allocation-report__table">
          <caption>{t('Beside the other objective')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Measure')}</th>
              <th scope="col">{run.objective ? t(objectiveLabel(run.objective)) : t('This run')}</th>
              <th scope="col">{t(objectiveLabel(other.objective))}</th>
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
        <FairnessTable
          caption={t('By MUN experience')}
          head={t('Experience')}
          rows={fairnessRows(report.byExperience, experienceGroupName)}
        />
      )}
      {report.byRegistration && (
        <FairnessTable
          caption={t('By registration order')}
          head={t('Registered in')}
          rows={fairnessRows(report.byRegistration, tenthName)}
        />
      )}
      {report.delegations && (
        <section className="allocation-report__delegations" aria-label={t('Delegations')}>
          <h4 className="allocation-report__subtitle">{t('Delegations')}</h4>
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
          {applying ? t('Applying…') : t('Apply')}
        </button>
      )}
    </>
  );
};

/** One strategy's latest run: its progress while it works, then its fairness report (and Apply for a dry run). */
export const AllocationRunReport = ({ strategy, ...props }: AllocationRunReportProps) => {
  const label = t(strategyLabel(strategy));
  return (
    <section className="allocation-report" aria-label={t('{strategy} report', { strategy: label })} aria-busy={props.working}>
      <h3 className="allocation-report__title">{label}</h3>
      <RunBody {...props} />
    </section>
  );
};
