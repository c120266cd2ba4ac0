import type { AllocationState } from '@domain/allocation/allocation';
import { otherObjective as otherObjectiveOf } from '@domain/allocation/run-report';
import { allocate, allocateDelegations } from '@domain/allocation/solver';
import { delegationReport } from '@domain/allocation/solver/delegation-report';
import { fairnessReport } from '@domain/allocation/solver/fairness-report';
import type {
  AllocationOutcome,
  AllocationProblem,
  AllocationRules,
  AllocationStrategy,
  Progress,
  SolverDelegate,
} from '@domain/allocation/solver/problem';
import type { EventState } from '@domain/events/event';
import { DomainError } from '@domain/shared/errors';
import type { EventCommitteesState } from '@domain/workspace/event-committees';
import type { CommandContext } from '../handler/command-handler';
import { applyAllocation, loadCommitteesState, loadCountries, loadEventState, type AllocationEnvironment } from './allocation-commands';
import { rulesOfJob, type AllocationJobData, type AllocationJobResult } from './allocation-jobs';
import { highsSolver } from './highs-solver';

/**
 * The school of each person (by user id), from the read side: its key (one per school, as
 * delegations are told apart; see domain/delegations/delegation.ts) and its name, for reports.
 */
export type SchoolsOf = (userIds: readonly string[]) => Promise<ReadonlyMap<string, { key: string; name: string }>>;

/** Progress of a run, 0–100, as the browser's progress bar shows it. */
export type RunProgress = (percent: number) => Promise<void> | void;

export interface AllocationRunHooks {
  /** Called with the computed placements just before they are appended (not for dry runs). */
  beforeAppend?: () => Promise<void>;
}

const STALE_RETRIES = 5;

/**
 * One global allocation run: the unlocked delegates without a country placed by the chosen
 * strategy (those with a committee keep it), computed on the streams as stored and appended in
 * one append (all or nothing). The run id makes it idempotent: a run retried after a crash, or
 * started twice, places nobody twice. When someone changes the allocation meanwhile, the run
 * computes again.
 */
export const runAllocation = async (
  env: AllocationEnvironment & { schoolsOf: SchoolsOf },
  runId: string,
  job: AllocationJobData,
  progress: RunProgress,
  hooks: AllocationRunHooks = {},
): Promise<AllocationJobResult> => {
  for (let attempt = 1; ; attempt += 1) {
    await progress(5);
    const [event, committees, countries] = await Promise.all([
      loadEventState(env.store, job.eventId),
      loadCommitteesState(env.store, job.eventId),
      loadCountries(env.store),
    ]);
    if (event.status === 'none' || event.status === 'deleted') throw new DomainError('not_found', 'EVENT_NOT_FOUND', 'Event not found');
    const problem = await problemOf(event, committees, [...countries.values()], env.schoolsOf);
    await progress(10);
    let reported = 10;
    const strategy = job.strategy as AllocationStrategy;
    const rules = rulesOfJob(job);
    // An optimal dry run also computes the other objective, for the organiser to compare: half the time each.
    const compares = job.dryRun && strategy === 'optimal';
    const progressFrom = (start: number, span: number) => (fraction: number) => {
      const percent = start + Math.floor(fraction * span);
      if (percent > reported) {
        reported = percent;
        void progress(percent);
      }
    };
    // Delegation mode shapes the optimal strategy only; the spec's greedy rule stays as §9 words it.
    const delegationMode = committees.delegationMode && strategy === 'optimal';
    const solve = await solverFor(strategy, delegationMode);
    const solved = solve(problem, rules, progressFrom(10, compares ? 40 : 80));
    const { outcome } = solved;
    const other = compares ? otherObjectiveOf(rules.objective) : null;
    const otherReport = other ? reportOf(problem, solve(problem, { ...rules, objective: other }, progressFrom(50, 40))) : null;
    const placements = outcome.placements.map((placement) => ({
      registrationId: placement.registrationId,
      eventCommitteeId: placement.eventCommitteeId,
      countryId: placement.countryId,
    }));
    const basis = committees.allocation.version;
    const result: AllocationJobResult = {
      considered: problem.delegates.length,
      allocated: placements.length,
      failed: outcome.unplaced.length,
      applied: false,
      basis,
      report: reportOf(problem, solved),
      placements,
      unplaced: outcome.unplaced,
      ...(delegationMode ? { delegationMode } : {}),
      position: null,
      otherObjective:
        other && otherReport
          ? {
              objective: other,
              allocated: otherReport.allocated,
              withoutAnyChoice: otherReport.withoutAnyChoice ?? 0,
              choices: otherReport.choices,
            }
          : null,
    };
    if (job.dryRun || placements.length === 0) {
      await progress(100);
      return result;
    }
    await progress(90);
    await hooks.beforeAppend?.();
    const context: CommandContext = { commandId: runId, userId: job.by };
    let position: string | null;
    try {
      ({ position } = await applyAllocation(
        env,
        { eventId: job.eventId, runId, strategy: job.strategy, rules, delegationMode, basis, placements, by: job.by },
        context,
      ));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ALLOCATION_STALE' && attempt < STALE_RETRIES) continue;
      throw error;
    }
    await progress(100);
    return { ...result, applied: true, position };
  }
};

type Solved = { outcome: AllocationOutcome; exact: boolean; delegations: boolean };
type Solve = (problem: AllocationProblem, rules: AllocationRules, progress: Progress) => Solved;

/** The strategy's solver; in delegation mode with HiGHS loaded for the models small enough to solve exactly. */
const solverFor = async (strategy: AllocationStrategy, delegationMode: boolean): Promise<Solve> => {
  if (!delegationMode)
    return (problem, rules, progress) => ({ outcome: allocate(strategy, problem, rules, progress), exact: false, delegations: false });
  const exact = await highsSolver();
  return (problem, rules, progress) => ({ ...allocateDelegations(problem, rules, exact, progress), delegations: true });
};

const reportOf = (problem: AllocationProblem, solved: Solved) => ({
  ...fairnessReport(problem, solved.outcome),
  ...(solved.delegations ? { delegations: delegationReport(problem, solved.outcome, solved.exact) } : {}),
});

/** The delegates to place (registered, unlocked, without a country) and what each committee has left. */
const problemOf = async (
  event: Extract<EventState, { roster: unknown }>,
  state: EventCommitteesState,
  countries: AllocationProblem['countries'],
  schoolsOf: SchoolsOf,
): Promise<AllocationProblem> => {
  const { allocation } = state;
  const roster = [...event.roster.delegates];
  const schools = await schoolsOf(roster.map(([, delegate]) => delegate.userId));
  const schoolOfRegistration = new Map(roster.map(([id, delegate]) => [id, schools.get(delegate.userId)?.key ?? null]));
  const schoolNames = Object.fromEntries([...schools.values()].map((school) => [school.key, school.name]));
  // Preferences name catalogue committees; the event's committee for each is what is placed.
  const byCatalogueId = new Map([...state.committees.values()].map((committee) => [committee.committeeId, committee.id]));
  // A delegate given a committee alone (by hand) keeps it and is given a country there.
  const delegates: SolverDelegate[] = roster
    .filter(([id]) => allocation.unlocked.has(id) && (allocation.assignments.get(id)?.countryId ?? null) === null)
    .map(([id, delegate]) => {
      const seatedIn = allocation.assignments.get(id)?.eventCommitteeId;
      return {
        id,
        registered: delegate.place,
        munExperience: delegate.munExperience,
        prefs: delegate.prefCommitteeIds.flatMap((catalogueId) => {
          const eventCommitteeId = catalogueId === null ? undefined : byCatalogueId.get(catalogueId);
          return eventCommitteeId ? [eventCommitteeId] : [];
        }),
        school: schoolOfRegistration.get(id) ?? null,
        ...(seatedIn === undefined ? {} : { seatedIn }),
      };
    });
  const committees = [...state.committees.values()]
    .sort((a, b) => a.abbr.localeCompare(b.abbr) || a.id.localeCompare(b.id))
    .map((committee) => ({
      id: committee.id,
      label: committee.abbr,
      freeSeats: Math.max(0, committee.seats - committee.assigned),
      ...heldIn(allocation, committee.id, schoolOfRegistration),
    }));
  // The delegations' country wishes, for delegation mode (the solvers ignore them otherwise).
  const countryWishes = Object.fromEntries(
    [...state.countryWishes].map(([school, wished]) => [school, wished.map((country) => country.id)]),
  );
  return { delegates, committees, countries, countryWishes, schoolNames };
};

const heldIn = (allocation: AllocationState, eventCommitteeId: string, schoolOf: ReadonlyMap<string, string | null>) => {
  const takenCountryIds: string[] = [];
  const schoolCounts: Record<string, number> = {};
  for (const [registrationId, assignment] of allocation.assignments) {
    if (assignment.eventCommitteeId !== eventCommitteeId) continue;
    if (assignment.countryId !== null) takenCountryIds.push(assignment.countryId);
    const school = schoolOf.get(registrationId);
    if (school) schoolCounts[school] = (schoolCounts[school] ?? 0) + 1;
  }
  return { takenCountryIds, schoolCounts };
};
