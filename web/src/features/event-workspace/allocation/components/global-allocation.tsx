import { useId, useMemo, useState } from 'react';
import { MAX_LOTTERY_SEED, type AllocationObjective, type TieRule } from '@domain/allocation/run-report';
import { toast } from 'sonner';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { errorMessageOf } from '../../../../lib/api-client';
import { useCountries } from '../../../../lib/countries';
import { useEventCommittees } from '../../api/get-event-committees';
import { useApplyAllocationRun } from '../api/apply-allocation-run';
import type { AllocationStrategy } from '../api/get-allocation-run';
import { useRegistrations } from '../api/get-registrations';
import { useStartAllocationRun } from '../api/start-allocation-run';
import { objectiveOptions, strategyOptions, tieRuleOptions } from '../utils/allocation-run';
import { delegateMessages } from '../utils/delegate-messages';
import type { PlacementNames } from '../utils/run-placements';
import { AllocationRunReport } from './allocation-run-report';
import { ChoiceGroup } from './choice-group';
import { DelegationModeSwitch } from './delegation-mode-switch';
import { useWatchedRun } from './use-allocation-run';
import { t } from '../../../../i18n/intl';

interface GlobalAllocationProps {
  eventId: string;
  open: boolean;
  onClose: () => void;
}

/** A seed as typed: empty (the server draws one) or a whole number in range; anything else is refused before the call. */
const seedFrom = (text: string): number | undefined | null => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return /^\d+$/.test(trimmed) && value <= MAX_LOTTERY_SEED ? value : null;
};

/**
 * Spec §9 Global allocation, run on the server in the background: pick the spec's rule or the
 * optimal one (and its objective), how ties are settled, then try it (Dry run) or allocate at
 * once. Each strategy's latest run stays beside the other's, so two dry runs can be compared
 * before one is applied. A run keeps being followed while the window is closed.
 */
export const GlobalAllocation = ({ eventId, open, onClose }: GlobalAllocationProps) => {
  const [strategy, setStrategy] = useState<AllocationStrategy>('spec');
  const [objective, setObjective] = useState<AllocationObjective>('coverage');
  const [tieRule, setTieRule] = useState<TieRule>('first_come');
  const [seedText, setSeedText] = useState('');
  const [runIds, setRunIds] = useState<Record<AllocationStrategy, string | null>>({ spec: null, optimal: null });
  const [applied, setApplied] = useState<ReadonlySet<string>>(new Set());
  const runs = { spec: useWatchedRun(eventId, runIds.spec), optimal: useWatchedRun(eventId, runIds.optimal) };
  const start = useStartAllocationRun();
  const apply = useApplyAllocationRun();
  const seedId = useId();
  const busy = start.isPending || runs.spec.working || runs.optimal.working;
  const seed = seedFrom(seedText);
  const seedInvalid = tieRule === 'lottery' && seed === null;
  // Named from what the allocation tab already loads (the same cached answers).
  const registrations = useRegistrations(eventId);
  const committees = useEventCommittees(eventId);
  const countries = useCountries();
  const names = useMemo<PlacementNames>(
    () => ({ registrations: registrations.data ?? [], committees: committees.data ?? [], countries: countries.data ?? [] }),
    [registrations.data, committees.data, countries.data],
  );
  const namesLoading = registrations.isPending || committees.isPending || countries.isPending;

  const run = async (dryRun: boolean) => {
    try {
      const started = await start.mutateAsync({ eventId, strategy, dryRun, objective, tieRule, seed: seed ?? undefined });
      if (started) setRunIds((current) => ({ ...current, [strategy]: started.runId }));
    } catch (error) {
      toast.error(errorMessageOf(error, t(delegateMessages.allocationFailed)));
    }
  };

  const applyRun = async (runId: string) => {
    try {
      const answer = await apply.mutateAsync({ eventId, runId });
      if (!answer) return;
      setApplied((current) => new Set(current).add(runId));
      toast.success(delegateMessages.allocatedSome(answer.allocated));
    } catch (error) {
      toast.error(errorMessageOf(error, t(delegateMessages.allocationFailed)));
    }
  };

  return (
    <ModalDialog open={open} title={t('Global Allocation')} onClose={onClose} size="wide">
      <div className="global-allocation">
        <ChoiceGroup legend={t('Strategy')} options={strategyOptions} value={strategy} onChange={setStrategy} disabled={busy} />
        {strategy === 'optimal' && (
          <ChoiceGroup legend={t('Objective')} options={objectiveOptions} value={objective} onChange={setObjective} disabled={busy} />
        )}
        <ChoiceGroup legend={t('Ties')} options={tieRuleOptions} value={tieRule} onChange={setTieRule} disabled={busy} />
        {tieRule === 'lottery' && (
          <div className="field global-allocation__seed">
            <label className="field__label" htmlFor={seedId}>
              {t('Lottery seed')}
            </label>
            <input
              id={seedId}
              className="input"
              inputMode="numeric"
              value={seedText}
              onChange={(event) => setSeedText(event.target.value)}
              disabled={busy}
              placeholder={t('Drawn by the server')}
              aria-invalid={seedInvalid}
              aria-describedby={seedInvalid ? `${seedId}-error` : undefined}
            />
            {seedInvalid && (
              <span id={`${seedId}-error`} className="field__error" role="alert">
                {t('Seed must be a whole number from 0 to {max}', { max: MAX_LOTTERY_SEED })}
              </span>
            )}
          </div>
        )}
        <DelegationModeSwitch eventId={eventId} disabled={busy} />
        <p className="global-allocation__scope">{t('Only unlocked, unassigned delegates are allocated.')}</p>
        <div className="dialog__actions global-allocation__actions">
          <button type="button" className="button button--secondary" onClick={() => void run(true)} disabled={busy || seedInvalid}>
            {t('Dry run')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void run(false)} disabled={busy || seedInvalid}>
            {t('Allocate')}
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
              names={names}
              namesLoading={namesLoading}
            />
          ))}
        </div>
      </div>
    </ModalDialog>
  );
};
