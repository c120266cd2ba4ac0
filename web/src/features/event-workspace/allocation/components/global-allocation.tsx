import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { errorMessageOf } from '../../../../lib/api-client';
import { useApplyAllocationRun } from '../api/apply-allocation-run';
import type { AllocationStrategy } from '../api/get-allocation-run';
import { useStartAllocationRun } from '../api/start-allocation-run';
import { strategyOptions } from '../utils/allocation-run';
import { delegateMessages } from '../utils/delegate-messages';
import { AllocationRunReport } from './allocation-run-report';
import { useWatchedRun } from './use-allocation-run';

interface GlobalAllocationProps {
  eventId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §9 Global allocation, run on the server in the background: pick the spec's rule or the
 * optimal one, try it (Dry run) or allocate at once. Each strategy's latest run stays beside
 * the other's, so two dry runs can be compared before one is applied. A run keeps being
 * followed while the window is closed.
 */
export const GlobalAllocation = ({ eventId, open, onClose }: GlobalAllocationProps) => {
  const [strategy, setStrategy] = useState<AllocationStrategy>('spec');
  const [runIds, setRunIds] = useState<Record<AllocationStrategy, string | null>>({ spec: null, optimal: null });
  const [applied, setApplied] = useState<ReadonlySet<string>>(new Set());
  const runs = { spec: useWatchedRun(eventId, runIds.spec), optimal: useWatchedRun(eventId, runIds.optimal) };
  const start = useStartAllocationRun();
  const apply = useApplyAllocationRun();
  const groupName = useId();
  const busy = start.isPending || runs.spec.working || runs.optimal.working;

  const run = async (dryRun: boolean) => {
    try {
      const started = await start.mutateAsync({ eventId, strategy, dryRun });
      if (started) setRunIds((current) => ({ ...current, [strategy]: started.runId }));
    } catch (error) {
      toast.error(errorMessageOf(error, delegateMessages.allocationFailed));
    }
  };

  const applyRun = async (runId: string) => {
    try {
      const answer = await apply.mutateAsync({ eventId, runId });
      if (!answer) return;
      setApplied((current) => new Set(current).add(runId));
      toast.success(delegateMessages.allocatedSome(answer.allocated));
    } catch (error) {
      toast.error(errorMessageOf(error, delegateMessages.allocationFailed));
    }
  };

  return (
    <ModalDialog open={open} title="Global Allocation" onClose={onClose} size="large">
      <div className="global-allocation">
        <fieldset className="field global-allocation__strategies">
          <legend className="field__label">Strategy</legend>
          {strategyOptions.map((option) => (
            <div key={option.id} className="strategy-option">
              <label className="strategy-option__label">
                <input
                  type="radio"
                  name={groupName}
                  value={option.id}
                  checked={strategy === option.id}
                  onChange={() => setStrategy(option.id)}
                  disabled={busy}
                  aria-describedby={`${groupName}-${option.id}`}
                />
                {option.label}
              </label>
              <span id={`${groupName}-${option.id}`} className="strategy-option__text">
                {option.explanation}
              </span>
            </div>
          ))}
        </fieldset>
        <p className="global-allocation__scope">Only unlocked, unassigned delegates are allocated.</p>
        <div className="dialog__actions global-allocation__actions">
          <button type="button" className="button button--secondary" onClick={() => void run(true)} disabled={busy}>
            Dry run
          </button>
          <button type="button" className="button button--primary" onClick={() => void run(false)} disabled={busy}>
            Allocate
          </button>
        </div>
        <div className="global-allocation__reports">
          {strategyOptions.map(({ id }) => (
            <AllocationRunReport
              key={id}
              strategy={id}
              {...runs[id]}
              applied={runs[id].run !== null && applied.has(runs[id].run!.runId)}
              applying={apply.isPending}
              onApply={(runId) => void applyRun(runId)}
            />
          ))}
        </div>
      </div>
    </ModalDialog>
  );
};
